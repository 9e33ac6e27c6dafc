import type { OfertaFormInput } from '@ventas/domain/ofertas/oferta-contract';
import { ofertasCalls } from '@ventas/domain/ofertas/ofertas.calls';
import { sendCall } from '../../../api/send-call';

/** EDIT (SPEC §4, §7): the offer as saved, priced by the server. */
export const updateOferta = (id: number, oferta: OfertaFormInput) =>
  sendCall(ofertasCalls.update, { params: { id }, body: oferta });
