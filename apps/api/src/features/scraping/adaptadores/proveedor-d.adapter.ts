import {
  checkAccessSchema,
  ofertaSeguimientoSchema,
  seguimientoSerieSchema,
  seguimientoTablaSchema,
} from '@ventas/domain/proveedores/proveedores-contract';
import type { ProviderClient } from '../../../providers/provider-client';
import type { AdaptadorD } from './capacidades';

/**
 * Provider D over its HTTP API: offers tracking, every call with since and until (SPEC §7).
 * Nothing is kept: check-access is asked again each second until it says yes (SPEC §4).
 */
export function crearAdaptadorD(client: ProviderClient): AdaptadorD {
  return {
    tabla: ({ tenantId, credenciales }, vista, query) =>
      client.json(
        { tenantId, credenciales, ruta: 'd.vista', params: { vista }, query },
        seguimientoTablaSchema,
      ),
    series: ({ tenantId, credenciales }, query) =>
      client.json(
        { tenantId, credenciales, ruta: 'd.vista', params: { vista: 'variables-graphic' }, query },
        seguimientoSerieSchema,
      ),
    acceso: ({ tenantId, credenciales }, query) =>
      client.json({ tenantId, credenciales, ruta: 'd.check-access', query }, checkAccessSchema),
    oferta: ({ tenantId, credenciales }, id, query) =>
      client.json(
        { tenantId, credenciales, ruta: 'd.offer-detail', params: { id }, query },
        ofertaSeguimientoSchema,
      ),
    ofertaDeOferta: ({ tenantId, credenciales }, id, query) =>
      client.json(
        { tenantId, credenciales, ruta: 'd.offer-detail-offer', params: { id }, query },
        ofertaSeguimientoSchema,
      ),
    pdf: ({ tenantId, credenciales }, id, query) =>
      client.pdf({ tenantId, credenciales, ruta: 'd.download-pdf', params: { id }, query }),
  };
}
