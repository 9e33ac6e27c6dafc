/**
 * Query keys of what the calculator reads. Every key starts with 'calculadora', the root a later
 * admin edit (objectives, pools, factors) invalidates. `comercial` null is the caller's own month.
 */
export const calculadoraKeys = {
  objetivoMes: (mes: string, comercial: number | null) =>
    ['calculadora', 'objetivo_mes', mes, comercial ?? 'propio'] as const,
  bolsaMes: (mes: string, comercial: number | null) =>
    ['calculadora', 'bolsa_mes', mes, comercial ?? 'propio'] as const,
};
