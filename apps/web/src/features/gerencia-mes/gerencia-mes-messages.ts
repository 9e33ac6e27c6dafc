/** SPEC §8 "Management" and "Calculator": what Proyección and Reporte say, written once. */
export const MENSAJES_GERENCIA_MES = {
  /** SPEC §8 Management: the projection failed to load. */
  errorProyeccion: 'No se pudo cargar el contenido',
  /** SPEC §8 Calculator: the report failed to load. */
  errorReporte: 'Error al obtener el reporte',
  /** SPEC §8 Management: the filter options failed to load. */
  errorOpciones: 'No se han cargado las opciones de comerciales',
  // Not in SPEC §8: the empty month and the closed month (issue 15 asks for both states).
  sinComerciales: 'No hay comerciales con objetivos en este mes',
  sinResultados: 'Ningún comercial con objetivos coincide con la búsqueda',
  sinObjetivos: 'Sin objetivos este mes',
  cerrado: 'Mes cerrado: las cifras son las congeladas al cierre.',
} as const;
