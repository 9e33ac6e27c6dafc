import type { ComunicadoEnviado, ComunicadoForm } from '@ventas/domain/cuentas/comunicado-admin-contract';
import { api } from '../../../api/api';

/** SPEC §7: POST /api/cuentas/communicates/ -> the sent communication with its audience. */
export function enviarComunicado(form: ComunicadoForm): Promise<ComunicadoEnviado> {
  return api.post<ComunicadoEnviado>('/api/cuentas/communicates/', form);
}

/** SPEC §7: DELETE /api/cuentas/communicates/{id}/ (its receipts go with it). */
export async function borrarComunicado(id: number): Promise<void> {
  await api.delete<unknown>(`/api/cuentas/communicates/${id}/`);
}
