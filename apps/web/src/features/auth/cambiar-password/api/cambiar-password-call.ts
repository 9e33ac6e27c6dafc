import type { CambioPassword } from '@ventas/domain/cuentas/cambio-password-contract';
import { cuentasCalls } from '@ventas/domain/cuentas/cuentas.calls';
import { sendCall } from '../../../../api/send-call';

/** Issue 16: a fresh token pair; a 400 names the fields. */
export const postCambiarPassword = (form: CambioPassword) =>
  sendCall(cuentasCalls.cambiarPassword, { body: form });
