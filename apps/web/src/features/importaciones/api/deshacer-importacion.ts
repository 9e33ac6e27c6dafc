import { importacionesCalls } from '@ventas/domain/importaciones/importaciones.calls';
import { sendCall } from '../../../api/send-call';

/** Starts the undo job: its `{task_id}`. */
export const deshacerImportacion = (id: number) => sendCall(importacionesCalls.deshacer, { params: { id } });
