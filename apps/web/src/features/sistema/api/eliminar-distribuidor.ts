import { distribuidoresCalls } from '@ventas/domain/distribuidores/distribuidores.calls';
import { sendCall } from '../../../api/send-call';

/** Deletes a distributor (platform): its host stops at once, its data goes after the grace period. */
export async function eliminarDistribuidor(id: number): Promise<void> {
  await sendCall(distribuidoresCalls.remove, { params: { id } });
}
