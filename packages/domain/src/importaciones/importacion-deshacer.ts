import { DIAS_PARA_DESHACER, type EstadoImportacion } from './importacion-contract';

/**
 * Issue 17 "Undo an import": the customers an import created that nobody has worked yet can be
 * removed in one action within DIAS_PARA_DESHACER days. The window is counted in elapsed hours
 * (7 × 24 h from the moment the apply ended), not in Madrid calendar days: an import applied on a
 * Monday at 18:00 can be undone until the next Monday at 17:59:59, whatever the clock change.
 */
export const PLAZO_DESHACER_MS = DIAS_PARA_DESHACER * 24 * 3600_000;

export interface ImportacionDeshacible {
  estado: EstadoImportacion;
  aplicadaEl: Date | null;
  deshechaEl: Date | null;
}

/** APLICADA, not undone, and applied less than DIAS_PARA_DESHACER × 24 h before `ahora`. */
export function puedeDeshacer(importacion: ImportacionDeshacible, ahora: Date): boolean {
  if (importacion.estado !== 'APLICADA' || importacion.deshechaEl !== null) return false;
  if (importacion.aplicadaEl === null) return false;
  return ahora.getTime() - importacion.aplicadaEl.getTime() < PLAZO_DESHACER_MS;
}

/**
 * Whether POST …/deshacer/ may start an undo job: an undo allowed now, or an undo whose job is
 * gone (the process died and the job ran out of attempts): asking again resumes it, and the
 * customers it already removed are not looked at twice.
 */
export function puedeIniciarDeshacer(
  importacion: ImportacionDeshacible & { tareaViva: boolean },
  ahora: Date,
): boolean {
  if (importacion.estado === 'DESHACIENDO') return !importacion.tareaViva;
  return puedeDeshacer(importacion, ahora);
}
