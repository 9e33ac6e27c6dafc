/** SPEC §8 "Calculator": the messages this screen shows, written once. */
export const MENSAJES_CALCULADORA = {
  errorObjetivos: 'Error al cargar los objetivos',
  errorBolsa: '¡Error al cargar bolsa del mes!',
  // Not in SPEC §8: the empty month (issue 14 asks for empty states).
  sinObjetivos: 'No hay objetivos para este mes',
} as const;
