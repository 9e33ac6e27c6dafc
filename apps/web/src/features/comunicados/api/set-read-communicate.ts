import type { Comunicado } from '@ventas/domain/cuentas/cuentas-contract';
import { api } from '../../../api/api';

/** SPEC §7: POST /api/cuentas/set-read-communicate/ {id} -> the communication, now read. */
export function setReadCommunicate(id: number): Promise<Comunicado> {
  return api.post<Comunicado>('/api/cuentas/set-read-communicate/', { id });
}
