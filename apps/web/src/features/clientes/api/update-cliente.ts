import type { ClienteForm } from '@ventas/domain/clientes/cliente-form';
import { api } from '../../../api/api';
import type { ClienteRecord } from './cliente-record';

/** SPEC §7: PUT /api/clientes/entradas/{id}/ -> the saved record. */
export function updateCliente(id: number, form: ClienteForm): Promise<ClienteRecord> {
  return api.put<ClienteRecord>(`/api/clientes/entradas/${id}/`, form);
}
