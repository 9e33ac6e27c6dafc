import type { Credencial, CredencialInput } from '@ventas/domain/credenciales/credenciales-contract';
import { credencialesCalls } from '@ventas/domain/credenciales/credenciales.calls';
import { sendCall } from '../../../api/send-call';

/**
 * Creates the credential (`id` null) or updates it. A password or cookie left out of `form` keeps
 * the stored one; null clears it (the API's rule, `cambioSecreto`).
 */
export function saveCredencial(id: number | null, form: CredencialInput): Promise<Credencial> {
  return id === null
    ? sendCall(credencialesCalls.create, { body: form })
    : sendCall(credencialesCalls.update, { params: { id }, body: form });
}
