import { credencialesCalls } from '@ventas/domain/credenciales/credenciales.calls';
import { sendCall } from '../../../api/send-call';

/** Deletes a credential (SuperAdmin). */
export async function deleteCredencial(id: number): Promise<void> {
  await sendCall(credencialesCalls.remove, { params: { id } });
}
