import type { EstadoImportacion } from './importacion-contract';

/** Staged rows written per transaction by the apply and the undo (issue 17: batches). */
export const LOTE_APLICACION = 1000;

/**
 * Whether POST …/aplicar/ may start an apply job: a finished dry run, or an apply whose job is
 * gone (the process died and the job ran out of attempts, or it failed): asking again resumes it
 * from the first row not yet applied, with the duplicates choice it started with.
 */
export function puedeIniciarAplicar(importacion: { estado: EstadoImportacion; tareaViva: boolean }): boolean {
  if (importacion.estado === 'SIMULADA') return true;
  return importacion.estado === 'APLICANDO' && !importacion.tareaViva;
}

/**
 * Why the apply left out a row the dry run had as new or as a duplicate (kept in the row's
 * `motivo`). `{valor}` is replaced by the document, phone or row number in question.
 */
export const MOTIVOS_APLICACION = {
  documentoOcupado:
    'Otro cliente con el documento {valor} se dio de alta después de la comprobación; no se ha creado.',
  telefonoOcupado:
    'Otro cliente con el teléfono {valor} se dio de alta después de la comprobación; no se ha creado.',
  repetidoEnLote: 'Mismo documento o teléfono que la fila {valor} del fichero; no se ha creado.',
  sinNombre: 'La fila no tiene nombre; no se ha creado.',
  clienteNoExiste: 'El cliente que coincidía ya no existe; no se ha actualizado.',
  clienteSuprimido: 'El cliente que coincidía fue suprimido (derecho de supresión); no se ha actualizado.',
} as const;

/** Messages of the record's calls that the contract does not have. */
export const MENSAJES_REGISTRO = {
  noEncontrada: 'No se ha encontrado la importación.',
  yaNoEnCurso: 'La importación ya no está en curso.',
} as const;
