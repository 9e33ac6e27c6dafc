import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { claveDeDireccion } from '@ventas/domain/proveedores/direccion-clave';
import {
  coberturaCQuerySchema,
  coberturaResultadoSchema,
  geocodingQuerySchema,
  geocodingSchema,
} from '@ventas/domain/proveedores/proveedores-contract';
import { RUTAS_C } from '@ventas/domain/proveedores/rutas-api';
import type { ApiInstance } from '../../http/route-types';
import { llamarProveedor, sinDatos, type LlamadaDeps } from './llamada';
import { respuestas } from './respuestas';

const texto = (value: number | string | undefined) => (value === undefined ? undefined : String(value));

/**
 * Issue 18, SPEC §7: provider C's coverage (SPEC §3: its form adds localidad, provincia, lat,
 * lng) and geocoding. Group C, every role; both answers cached per distributor and normalised
 * address (with the coordinates for coverage).
 */
export function proveedorCRoutes(app: ApiInstance, deps: LlamadaDeps, base: string): void {
  const c = deps.conexiones.clientes.c;
  const cache = deps.conexiones.cobertura;
  const access = API_ACCESS.groupC;

  app.get(`${base}${RUTAS_C.cobertura}`, {
    config: { access },
    schema: { querystring: coberturaCQuerySchema, response: respuestas(coberturaResultadoSchema) },
    handler: (request) => {
      const q = request.query;
      const clave = `c|${request.tenant.id}|cobertura|${claveDeDireccion(q)}|${q.lat ?? ''}|${q.lng ?? ''}`;
      return llamarProveedor(deps, request, 'c', sinDatos, (credenciales) =>
        cache.get(clave, () =>
          c.json(
            {
              tenantId: request.tenant.id,
              ruta: 'c.cobertura',
              query: { ...q, lat: texto(q.lat), lng: texto(q.lng) },
              credenciales,
            },
            coberturaResultadoSchema,
          ),
        ),
      );
    },
  });

  app.get(`${base}${RUTAS_C.geocoding}`, {
    config: { access },
    schema: { querystring: geocodingQuerySchema, response: respuestas(geocodingSchema) },
    handler: (request) => {
      const q = request.query;
      return llamarProveedor(deps, request, 'c', sinDatos, (credenciales) =>
        cache.get(`c|${request.tenant.id}|geocoding|${claveDeDireccion(q)}`, () =>
          c.json(
            { tenantId: request.tenant.id, ruta: 'c.geocoding', query: q, credenciales },
            geocodingSchema,
          ),
        ),
      );
    },
  });
}
