import type { NotaClienteInput } from '@ventas/domain/telework/telework-schemas';
import { api } from '../../../api/api';
import type { Nota } from '@ventas/domain/telework/notas-cliente-contract';

/** SPEC §3 note form / §7: POST /api/clientes/notascliente/ {nota, cliente}; the author is the caller. */
export function createNotaCliente(nota: NotaClienteInput): Promise<Nota> {
  return api.post<Nota>('/api/clientes/notascliente/', nota);
}
