import type { MarcarTelefono, NoLlamar } from '@ventas/domain/no-llamar/no-llamar-contract';
import { noLlamarCalls } from '@ventas/domain/no-llamar/no-llamar.calls';
import { sendCall } from '../../../api/send-call';

/** Marks a phone: 201 (new) or 200 (already on the list), the phone's row either way. */
export function marcarTelefono(body: MarcarTelefono): Promise<NoLlamar> {
  return sendCall(noLlamarCalls.marcar, { body });
}
