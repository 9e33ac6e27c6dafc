import { tiendasCalls } from '@ventas/domain/tiendas/tiendas.calls';
import { sendCall } from '../../../api/send-call';

/** Deletes a store; its commercials are left without a store. */
export async function deleteTienda(id: number): Promise<void> {
  await sendCall(tiendasCalls.remove, { params: { id } });
}
