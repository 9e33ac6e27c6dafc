import type { CuentaCreate, CuentaUpdate } from '@ventas/domain/cuentas/cuenta-form';
import { cuentasCalls } from '@ventas/domain/cuentas/cuentas.calls';
import { sendCall } from '../../../api/send-call';

/** 201 with the new account (it must change its password). */
export const createCuenta = (form: CuentaCreate) => sendCall(cuentasCalls.create, { body: form });

/** Only the changed fields (absent = unchanged). */
export const updateCuenta = (id: number, changes: CuentaUpdate) =>
  sendCall(cuentasCalls.update, { params: { id }, body: changes });

/** 204 (an account with history is deactivated and kept). */
export async function deleteCuenta(id: number): Promise<void> {
  await sendCall(cuentasCalls.remove, { params: { id } });
}
