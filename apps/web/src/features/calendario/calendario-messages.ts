/** The Calendario screen's texts (not in SPEC §8: issue 14's screen), written once. */
export const MENSAJES_CALENDARIO = {
  error: 'Error al cargar el calendario',
  sinAgendados: 'No hay llamadas agendadas este mes',
  guardado: 'Calendario de la empresa guardado',
  errorGuardar: 'Error al guardar el calendario de la empresa',
  errorEmpresa: 'Error al cargar el calendario de la empresa',
} as const;

/** Each kind of day off and its colour (theme palette), shown in the legend and on the days. */
export const TIPOS_DIA = {
  nacional: { etiqueta: 'Festivo nacional', color: 'error' },
  regional: { etiqueta: 'Festivo regional', color: 'warning' },
  empresa: { etiqueta: 'Festivo de la empresa', color: 'secondary' },
  vacaciones: { etiqueta: 'Vacaciones', color: 'info' },
} as const;
export type TipoDia = keyof typeof TIPOS_DIA;
