import type { OfertaDetail, OfertaFormInput } from '@ventas/domain/ofertas/oferta-contract';
import { api } from '../../../api/api';

/** EDIT (SPEC §4, §7): PUT /api/atenciones/oferta/{id}/ -> the offer as saved, priced by the server. */
export function updateOferta(id: number, oferta: OfertaFormInput): Promise<OfertaDetail> {
  return api.put<OfertaDetail>(`/api/atenciones/oferta/${id}/`, oferta);
}
