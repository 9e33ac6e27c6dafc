/** SPEC §8 "Management" messages, as the Gerencia screens show them. */
export const MENSAJES_GERENCIA = {
  /** The figures failed to load. */
  errorFiguras: 'No se pudo cargar el contenido',
  /** The filter options (commercials, states, date presets) failed to load. */
  errorOpciones: 'No se han cargado las opciones de comerciales',
  /** The figures on screen are those of the filters shown (decisions-gerencia-web 3). */
  recopilada: 'Información Recopilada',
  agendadosMovidos: 'Agendados movidos correctamente!',
  errorAgendados: 'No se puede actualizar agendado',
} as const;
