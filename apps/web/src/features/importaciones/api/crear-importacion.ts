import type { NuevaImportacion } from '@ventas/domain/importaciones/importacion-contract';
import { importacionesCalls } from '@ventas/domain/importaciones/importaciones.calls';
import { sendCall } from '../../../api/send-call';

/** Saves the mapping and starts the dry run: `{id, task_id}`. */
export const crearImportacion = (body: NuevaImportacion) => sendCall(importacionesCalls.crear, { body });
