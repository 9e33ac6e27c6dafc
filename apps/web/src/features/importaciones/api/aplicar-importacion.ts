import type { Duplicados } from '@ventas/domain/importaciones/importacion-contract';
import { importacionesCalls } from '@ventas/domain/importaciones/importaciones.calls';
import { sendCall } from '../../../api/send-call';

/** Starts the apply job (also resumes one): its `{task_id}`. */
export const aplicarImportacion = (id: number, duplicados: Duplicados) =>
  sendCall(importacionesCalls.aplicar, { params: { id }, body: { duplicados } });
