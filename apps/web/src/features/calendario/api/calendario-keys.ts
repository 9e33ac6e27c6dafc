/**
 * Query keys of the calendar. They sit under the calculator's root 'calculadora', so an edit
 * there (or here) reads both again: the calendar's working days are the calculator's.
 */
export const calendarioKeys = {
  todo: ['calculadora'] as const,
  mes: (mes: string, comercial: number | null) =>
    ['calculadora', 'calendario', mes, comercial ?? 'propio'] as const,
  empresa: ['calculadora', 'calendario-empresa'] as const,
};
