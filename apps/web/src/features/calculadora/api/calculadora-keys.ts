/**
 * Query keys of what the calculator reads. Every key starts with 'calculadora', the root an edit
 * (objectives, pools, factors, a sale's state) invalidates. `comercial` null is the caller's own month.
 */
export const calculadoraKeys = {
  todo: ['calculadora'] as const,
  objetivoMes: (mes: string, comercial: number | null) =>
    ['calculadora', 'objetivo_mes', mes, comercial ?? 'propio'] as const,
  bolsaMes: (mes: string, comercial: number | null) =>
    ['calculadora', 'bolsa_mes', mes, comercial ?? 'propio'] as const,
  atencionesMes: (mes: string, comercial: number) => ['calculadora', 'atenciones', mes, comercial] as const,
  paquetesMes: (mes: string, comercial: number) => ['calculadora', 'paquetes', mes, comercial] as const,
  factores: ['calculadora', 'factorcorrector'] as const,
  rewards: (mes: string) => ['calculadora', 'reward', mes] as const,
  teams: ['calculadora', 'teams'] as const,
  /** A package's additional order info (the "Datos del pedido" dialog). */
  additionalInfo: (paquete: number) => ['calculadora', 'additionalinfo', paquete] as const,
  /** Every month's packages list, whoever's: a package's order info shows in its row. */
  paquetes: ['calculadora', 'paquetes'] as const,
};
