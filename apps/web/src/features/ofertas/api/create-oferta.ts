import type { OfertaEntradaInput } from '@ventas/domain/ofertas/oferta-contract';
import type { AtencionView } from '@ventas/domain/telework/atenciones-contract';
import { api } from '../../../api/api';

/** CREATE (SPEC §4): POST /api/atenciones/entradas/ with a new OFERTA entry -> 201, the attention. */
export function createOferta(entrada: OfertaEntradaInput): Promise<AtencionView> {
  return api.post<AtencionView>('/api/atenciones/entradas/', entrada);
}
