import type { CambioPassword } from '@ventas/domain/cuentas/cambio-password-contract';
import { api } from '../../../../api/api';
import type { Tokens } from '../../../../api/token-storage';

/** POST /api/cuentas/cambiar-password/ (issue 16): 200 is a fresh token pair; 400 names the fields. */
export function postCambiarPassword(form: CambioPassword): Promise<Tokens> {
  return api.post<Tokens>('/api/cuentas/cambiar-password/', form);
}
