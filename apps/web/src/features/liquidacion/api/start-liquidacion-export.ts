import { liquidacionCalls } from '@ventas/domain/liquidacion/liquidacion.calls';
import { sendCall } from '../../../api/send-call';
import { liquidacionParams } from './liquidacion-query';

/** Starts the month's xlsx: the task to follow, polled and downloaded as every export. */
export async function startLiquidacionExport(mes: string, comercial: number | null): Promise<string> {
  const { task_id } = await sendCall(liquidacionCalls.liquidacionExport, {
    query: liquidacionParams(mes, comercial),
  });
  return task_id;
}
