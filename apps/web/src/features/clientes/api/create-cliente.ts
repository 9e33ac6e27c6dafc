import type { ClienteForm } from '@ventas/domain/clientes/cliente-form';
import { api } from '../../../api/api';
import type { ClienteRecord } from './cliente-record';

/** SPEC §7: POST /api/clientes/entradas/ -> 201 with the saved record. */
export function createCliente(form: ClienteForm): Promise<ClienteRecord> {
  return api.post<ClienteRecord>('/api/clientes/entradas/', form);
}
