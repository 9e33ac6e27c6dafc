import type { EnvioOfertaAnswer, EnvioOfertaRequest } from '@ventas/domain/ofertas/envio-correo-contract';
import { correoCalls } from '@ventas/domain/ofertas/correo.calls';
import { sendCall } from '../../../api/send-call';

/** Issue 31 §3: queues the send of the saved offer, answers its job. */
export function enviarOfertaPorCorreo(id: number, body: EnvioOfertaRequest): Promise<EnvioOfertaAnswer> {
  return sendCall(correoCalls.enviarOferta, { params: { id }, body });
}
