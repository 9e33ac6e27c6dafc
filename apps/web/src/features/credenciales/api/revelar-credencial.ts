import type { CredencialRevelada } from '@ventas/domain/credenciales/credenciales-contract';
import { credencialesCalls } from '@ventas/domain/credenciales/credenciales.calls';
import { sendCall } from '../../../api/send-call';

/** The secrets in clear (SuperAdmin); the API records the reveal. */
export function revelarCredencial(id: number): Promise<CredencialRevelada> {
  return sendCall(credencialesCalls.reveal, { params: { id } });
}
