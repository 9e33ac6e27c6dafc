/** Query keys of the Gerencia screens: everything under ['gerencia'] is read again after a move. */
export const GERENCIA_KEYS = {
  all: ['gerencia'] as const,
  filtros: ['gerencia', 'filtros'] as const,
  cuentas: (entradas: readonly (readonly [string, string])[]) => ['gerencia', 'cuentas', entradas] as const,
};
