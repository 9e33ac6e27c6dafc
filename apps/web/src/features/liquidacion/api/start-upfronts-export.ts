import { liquidacionCalls } from '@ventas/domain/liquidacion/liquidacion.calls';
import { sendCall } from '../../../api/send-call';
import { upfrontsParams, type UpfrontsFiltros } from './lista-upfronts-query';

/** Starts the upfronts' xlsx with the list's filters: the task to follow. */
export async function startUpfrontsExport(filtros: UpfrontsFiltros): Promise<string> {
  const { task_id } = await sendCall(liquidacionCalls.listaUpfrontsExport, {
    query: upfrontsParams(filtros),
  });
  return task_id;
}
