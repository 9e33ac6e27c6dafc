import type { Cuenta, CuentaCreate, CuentaUpdate } from '@ventas/domain/cuentas/cuenta-form';
import { api } from '../../../api/api';

/** POST /api/cuentas/entradas/ -> 201 with the new account (it must change its password). */
export const createCuenta = (form: CuentaCreate): Promise<Cuenta> =>
  api.post<Cuenta>('/api/cuentas/entradas/', form);

/** PUT /api/cuentas/entradas/{id}/ with only the changed fields (absent = unchanged). */
export const updateCuenta = (id: number, changes: CuentaUpdate): Promise<Cuenta> =>
  api.put<Cuenta>(`/api/cuentas/entradas/${id}/`, changes);

/** DELETE /api/cuentas/entradas/{id}/ -> 204 (an account with history is deactivated and kept). */
export const deleteCuenta = (id: number): Promise<void> => api.delete<void>(`/api/cuentas/entradas/${id}/`);
