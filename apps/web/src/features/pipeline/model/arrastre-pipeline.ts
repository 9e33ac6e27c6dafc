import { estadoOfertaLabel, type EstadoOfertaId } from '@ventas/domain/ofertas/oferta-estados';
import { canMoveOferta, MENSAJE_TRANSICION } from '@ventas/domain/ofertas/oferta-transitions';

/**
 * What dropping a card of status `desde` on the column `hacia` means: nothing (its own column), a
 * move the server then rules on (a sale may become a request, decision 218), or a refusal said
 * in the offer form's own words (decision 68) — the card stays where it was.
 */
export type Caida = { tipo: 'nada' } | { tipo: 'mover' } | { tipo: 'rechazo'; motivo: string };

export function caidaEn(desde: EstadoOfertaId, hacia: EstadoOfertaId): Caida {
  if (desde === hacia) return { tipo: 'nada' };
  if (canMoveOferta(desde, hacia)) return { tipo: 'mover' };
  return {
    tipo: 'rechazo',
    motivo: MENSAJE_TRANSICION(estadoOfertaLabel(desde) ?? '', estadoOfertaLabel(hacia) ?? ''),
  };
}
