/** Query-key roots of customer data, so an action can refresh what it changed wherever it shows. */
export const clienteKeys = {
  clientes: ['clientes', 'entradas'] as const,
  cliente: (id: number) => ['clientes', 'entradas', 'detalle', id] as const,
  historico: (id: number) => ['atenciones', 'historico', id] as const,
  contracts: (id: number) => ['atenciones', 'contracts', id] as const,
  notas: (id: number) => ['clientes', 'notascliente', id] as const,
};
