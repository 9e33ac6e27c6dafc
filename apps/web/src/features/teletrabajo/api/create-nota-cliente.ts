import type { NotaClienteInput } from '@ventas/domain/telework/telework-schemas';
import { api } from '../../../api/api';
import type { NotaCliente } from './notas-cliente-query';

/** SPEC §3 note form / §7: POST /api/clientes/notascliente/ {nota, cliente}; the author is the caller. */
export function createNotaCliente(nota: NotaClienteInput): Promise<NotaCliente> {
  return api.post<NotaCliente>('/api/clientes/notascliente/', nota);
}
