import type { ContextoDeclaracion } from '@ventas/domain/ofertas/declaracion-venta';
import type { DeclaracionOferta } from '@ventas/domain/ofertas/declaracion-venta-contract';
import type { OfertaDetail } from '@ventas/domain/ofertas/oferta-contract';

/** An answer without `declaracion` (a fixture of another feature): today's behaviour, no request. */
export const DECLARACION_POR_DEFECTO: DeclaracionOferta = {
  modo: 'COMERCIAL_ACTIVA',
  gestionaEquipo: false,
  solicitud: null,
  rechazo: null,
};

/** What `movimientoOferta` reads of a saved offer, as the server answered it for this reader. */
export function contextoDe(detail: OfertaDetail): ContextoDeclaracion {
  const declaracion = detail.declaracion ?? DECLARACION_POR_DEFECTO;
  return {
    modo: declaracion.modo,
    propietarioId: detail.comercial?.id ?? null,
    gestionaEquipo: declaracion.gestionaEquipo,
  };
}
