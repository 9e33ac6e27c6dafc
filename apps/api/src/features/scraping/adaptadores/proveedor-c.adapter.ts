import { claveDeDireccion } from '@ventas/domain/proveedores/direccion-clave';
import { coberturaResultadoSchema, geocodingSchema } from '@ventas/domain/proveedores/proveedores-contract';
import type { ProviderClient } from '../../../providers/provider-client';
import type { ResponseCache } from '../../../providers/response-cache';
import type { AdaptadorC } from './capacidades';

const texto = (value: number | undefined) => (value === undefined ? undefined : String(value));

/**
 * Provider C over its HTTP API: coverage with the second provider's form (SPEC §3) and
 * geocoding, both kept per distributor and normalised address (coverage with its coordinates).
 */
export function crearAdaptadorC(client: ProviderClient, cache: ResponseCache): AdaptadorC {
  return {
    cobertura: ({ tenantId, credenciales }, q) =>
      cache.get(`c|${tenantId}|cobertura|${claveDeDireccion(q)}|${q.lat ?? ''}|${q.lng ?? ''}`, () =>
        client.json(
          {
            tenantId,
            credenciales,
            ruta: 'c.cobertura',
            query: { ...q, lat: texto(q.lat), lng: texto(q.lng) },
          },
          coberturaResultadoSchema,
        ),
      ),
    geocodificar: ({ tenantId, credenciales }, q) =>
      cache.get(`c|${tenantId}|geocoding|${claveDeDireccion(q)}`, () =>
        client.json({ tenantId, credenciales, ruta: 'c.geocoding', query: q }, geocodingSchema),
      ),
  };
}
