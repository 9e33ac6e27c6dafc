import type { ComunicadoForm } from '@ventas/domain/cuentas/comunicado-admin-contract';
import { comunicadosAdminCalls } from '@ventas/domain/cuentas/comunicados-admin.calls';
import { sendCall } from '../../../api/send-call';

/** SPEC §7: the sent communication with its audience. */
export const enviarComunicado = (form: ComunicadoForm) =>
  sendCall(comunicadosAdminCalls.enviar, { body: form });

/** SPEC §7: its receipts go with it. */
export async function borrarComunicado(id: number): Promise<void> {
  await sendCall(comunicadosAdminCalls.borrar, { params: { id } });
}
