import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
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

/**
 * Issue 18, SPEC §7: provider C's coverage (SPEC §3: its form adds localidad, provincia, lat,
 * lng) and geocoding. Group C, every role.
 */
export function proveedorCRoutes(app: ApiInstance, deps: LlamadaDeps, base: string): void {
  const c = deps.conexiones.c;
  const access = API_ACCESS.groupC;

  app.get(`${base}${RUTAS_C.cobertura}`, {
    config: { access },
    schema: { querystring: coberturaCQuerySchema, response: respuestas(coberturaResultadoSchema) },
    handler: (request) =>
      llamarProveedor(deps, request, 'c', sinDatos, (llamada) => c.cobertura(llamada, request.query)),
  });

  app.get(`${base}${RUTAS_C.geocoding}`, {
    config: { access },
    schema: { querystring: geocodingQuerySchema, response: respuestas(geocodingSchema) },
    handler: (request) =>
      llamarProveedor(deps, request, 'c', sinDatos, (llamada) => c.geocodificar(llamada, request.query)),
  });
}
