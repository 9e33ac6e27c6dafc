import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import {
  checkAccessSchema,
  ofertaSeguimientoSchema,
  SEGUIMIENTO_VISTAS,
  seguimientoIdPathSchema,
  seguimientoQuerySchema,
  seguimientoSerieSchema,
  seguimientoTablaSchema,
} from '@ventas/domain/proveedores/proveedores-contract';
import { RUTAS_D } from '@ventas/domain/proveedores/rutas-api';
import type { FastifyReply } from 'fastify';
import type { ApiInstance } from '../../http/route-types';
import { llamarProveedor, sinDatos, type LlamadaDeps } from './llamada';
import { enviarPdf, FALLOS_DE_RUTA, respuestas } from './respuestas';

/**
 * Issue 18, SPEC §7 "Offers tracking (provider D)": every call takes since and until and answers
 * under `data`. Managers and above of group D (decision 168). check-access is never cached: the
 * screen retries it every second until the provider grants access (SPEC §4).
 */
export function proveedorDRoutes(app: ApiInstance, deps: LlamadaDeps, base: string): void {
  const d = deps.conexiones.clientes.d;
  const access = API_ACCESS.groupDManager;

  for (const vista of SEGUIMIENTO_VISTAS) {
    const schema = vista === 'variables-graphic' ? seguimientoSerieSchema : seguimientoTablaSchema;
    app.get(`${base}${RUTAS_D.vista(vista)}`, {
      config: { access },
      schema: { querystring: seguimientoQuerySchema, response: respuestas(schema) },
      handler: (request) =>
        llamarProveedor(deps, request, 'd', sinDatos, (credenciales) =>
          d.json(
            {
              tenantId: request.tenant.id,
              ruta: 'd.vista',
              params: { vista },
              query: request.query,
              credenciales,
            },
            schema,
          ),
        ),
    });
  }

  app.get(`${base}${RUTAS_D.checkAccess}`, {
    config: { access },
    schema: { querystring: seguimientoQuerySchema, response: respuestas(checkAccessSchema) },
    handler: (request) =>
      llamarProveedor(deps, request, 'd', sinDatos, (credenciales) =>
        d.json(
          { tenantId: request.tenant.id, ruta: 'd.check-access', query: request.query, credenciales },
          checkAccessSchema,
        ),
      ),
  });

  for (const [ruta, nombre] of [
    [RUTAS_D.offerDetail, 'd.offer-detail'],
    [RUTAS_D.offerDetailOffer, 'd.offer-detail-offer'],
  ] as const) {
    app.get(`${base}${ruta}`, {
      config: { access },
      schema: {
        params: seguimientoIdPathSchema,
        querystring: seguimientoQuerySchema,
        response: respuestas(ofertaSeguimientoSchema),
      },
      handler: (request) =>
        llamarProveedor(deps, request, 'd', sinDatos, (credenciales) =>
          d.json(
            {
              tenantId: request.tenant.id,
              ruta: nombre,
              params: { id: request.params.id },
              query: request.query,
              credenciales,
            },
            ofertaSeguimientoSchema,
          ),
        ),
    });
  }

  app.get(`${base}${RUTAS_D.downloadPdf}`, {
    config: { access },
    schema: {
      summary: "A tracked offer's PDF (application/pdf)",
      params: seguimientoIdPathSchema,
      querystring: seguimientoQuerySchema,
      response: FALLOS_DE_RUTA,
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const file = await llamarProveedor(deps, request, 'd', sinDatos, (credenciales) =>
        d.pdf({
          tenantId: request.tenant.id,
          ruta: 'd.download-pdf',
          params: { id },
          query: request.query,
          credenciales,
        }),
      );
      return enviarPdf(reply as FastifyReply, file, `Oferta_${id}.pdf`);
    },
  });
}
