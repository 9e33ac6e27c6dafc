/**
 * Worked examples of `tipoVentaDeTexto`: free text as packages held it before migration 0035, and
 * the option value it becomes (null: no type). The domain test checks the function; the
 * migration's test stores each text in a package, migrates, and checks the SQL agrees.
 */
export const TIPO_VENTA_EJEMPLOS: ReadonlyArray<{ texto: string | null; valor: string | null }> = [
  // Blanks and signs without a letter or digit: no type.
  { texto: null, valor: null },
  { texto: '', valor: null },
  { texto: '   ', valor: null },
  { texto: '\t', valor: null },
  { texto: '-', valor: null },
  { texto: '¿?', valor: null },
  // The usual spellings of the defaults, in any case, with or without accents and spaces.
  { texto: 'Portabilidad', valor: 'PORTABILIDAD' },
  { texto: 'portabilidad ', valor: 'PORTABILIDAD' },
  { texto: 'PORTABILIDAD', valor: 'PORTABILIDAD' },
  { texto: 'Port', valor: 'PORTABILIDAD' },
  { texto: 'porta', valor: 'PORTABILIDAD' },
  { texto: 'Porta.', valor: 'PORTABILIDAD' },
  { texto: 'Portabilidades', valor: 'PORTABILIDAD' },
  { texto: 'Alta', valor: 'ALTA' },
  { texto: 'ALTA', valor: 'ALTA' },
  { texto: 'Alta nueva', valor: 'ALTA' },
  { texto: 'ALTA  NUEVA', valor: 'ALTA' },
  { texto: 'alta-nueva', valor: 'ALTA' },
  { texto: 'Nueva alta', valor: 'ALTA' },
  { texto: 'Alta de línea', valor: 'ALTA' },
  { texto: 'Migración', valor: 'MIGRACION' },
  { texto: 'MIGRACIÓN', valor: 'MIGRACION' },
  { texto: 'migracion', valor: 'MIGRACION' },
  { texto: 'Renovación', valor: 'RENOVACION' },
  { texto: 'Renove', valor: 'RENOVACION' },
  { texto: 'renuevo', valor: 'RENOVACION' },
  { texto: 'Ampliación', valor: 'AMPLIACION' },
  { texto: 'AMPLIACIONES', valor: 'AMPLIACION' },
  // Anything else keeps its own option (nothing is lost), coded from its key.
  { texto: 'Fibra + TV', valor: 'FIBRA_TV' },
  { texto: 'fibra+tv', valor: 'FIBRA_TV' },
  { texto: 'Cambio de titular', valor: 'CAMBIO_DE_TITULAR' },
  { texto: 'Señalización', valor: 'SENALIZACION' },
  { texto: 'Portátil', valor: 'PORTATIL' },
  { texto: 'Altavoz', valor: 'ALTAVOZ' },
  { texto: 'Ampliación 2', valor: 'AMPLIACION_2' },
  { texto: 'Øresund', valor: 'RESUND' },
  { texto: '4G', valor: '4G' },
];
