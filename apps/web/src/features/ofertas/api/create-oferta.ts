import type { OfertaEntradaInput } from '@ventas/domain/ofertas/oferta-contract';
import { atencionesCalls } from '@ventas/domain/telework/atenciones.calls';
import { sendCall } from '../../../api/send-call';

/** CREATE (SPEC §4): a new OFERTA entry; answers the attention (201). */
export const createOferta = (entrada: OfertaEntradaInput) =>
  sendCall(atencionesCalls.createEntrada, { body: entrada });
