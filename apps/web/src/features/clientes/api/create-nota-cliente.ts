import type { NotaClienteInput } from '@ventas/domain/telework/telework-schemas';
import type { Nota } from '@ventas/domain/telework/notas-cliente-contract';
import { notasClienteCalls } from '@ventas/domain/telework/notas-cliente.calls';
import { sendCall } from '../../../api/send-call';

/** SPEC §3 note form / §7: `{nota, cliente}`; the author is the caller. */
export function createNotaCliente(nota: NotaClienteInput): Promise<Nota> {
  return sendCall(notasClienteCalls.create, { body: nota });
}
