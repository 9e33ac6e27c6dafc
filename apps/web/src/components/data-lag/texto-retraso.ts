/**
 * From this lag on, Gerencia and Estadísticas say how old their figures are (issue 30). Streaming
 * replay is usually well under a second behind; 5 s is about when a manager who just heard of a
 * sale could look for it and not find it.
 */
export const RETRASO_VISIBLE_S = 5;

/** "Datos de hace 12 s", or in minutes from one minute on; null while the lag is not worth saying. */
export function textoRetraso(segundos: number | null): string | null {
  if (segundos === null || !Number.isFinite(segundos) || segundos < RETRASO_VISIBLE_S) return null;
  const enteros = Math.floor(segundos);
  return enteros < 60 ? `Datos de hace ${enteros} s` : `Datos de hace ${Math.floor(enteros / 60)} min`;
}

/** Why the figures are old, and that the user's own changes are not among what is missing. */
export const EXPLICACION_RETRASO =
  'Estas cifras se leen de una copia de la base de datos que va por detrás de la principal. ' +
  'Lo que usted acaba de guardar sí está incluido.';
