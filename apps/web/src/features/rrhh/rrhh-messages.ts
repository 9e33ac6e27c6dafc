import { errorDetail, isApiError } from '../../api/api-error';

/** SPEC §8 "Accounts", word for word. */
export const MENSAJES_RRHH = {
  guardada: 'Cuenta guardada correctamente',
  errorGuardar: 'Ha habido error al guardar la cuenta',
  borrada: (nombre: string) => `Cuenta de ${nombre} borrada correctamente`,
  errorBorrar: 'No se ha podido borrar la cuenta',
  disponibilidadGuardada: 'Disponibilidad guardada',
  disponibilidadBorrada: 'Disponibilidad borrada',
  errorDisponibilidad: 'No se ha podido guardar la disponibilidad',
  errorBorrarDisponibilidad: 'No se ha podido borrar la disponibilidad',
} as const;

/** The first message of a 400's `{field: [messages]}` body. */
function firstFieldMessage(error: unknown): string | undefined {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return undefined;
  for (const value of Object.values(error.body)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first.trim()) return first;
  }
  return undefined;
}

/**
 * SPEC §8: 'Ha habido error al guardar la cuenta', replaced by the server's message on create
 * (its detail, or the first field's message) or by its detail on edit.
 */
export function mensajeErrorGuardar(modo: 'create' | 'edit', error: unknown): string {
  const detail = errorDetail(error);
  if (modo === 'edit') return detail ?? MENSAJES_RRHH.errorGuardar;
  return detail ?? firstFieldMessage(error) ?? MENSAJES_RRHH.errorGuardar;
}
