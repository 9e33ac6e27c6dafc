import { distribuidoresCalls } from '@ventas/domain/distribuidores/distribuidores.calls';
import { sendCall } from '../../../api/send-call';

/** The tenant's logo removed (the login page goes back to the default). */
export async function quitarLogo(id: number): Promise<void> {
  await sendCall(distribuidoresCalls.quitarLogo, { params: { id } });
}
