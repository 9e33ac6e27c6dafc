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
 * under `data`. Managers and above of group D (decision 168).
 */
export function proveedorDRoutes(app: ApiInstance, deps: LlamadaDeps, base: string): void {
  const d = deps.conexiones.d;
  const access = API_ACCESS.seguimientoOfertas;

  for (const vista of SEGUIMIENTO_VISTAS) {
    if (vista === 'variables-graphic') continue;
    app.get(`${base}${RUTAS_D.vista(vista)}`, {
      config: { access },
      schema: { querystring: seguimientoQuerySchema, response: respuestas(seguimientoTablaSchema) },
      handler: (request) =>
        llamarProveedor(deps, request, 'd', sinDatos, (llamada) => d.tabla(llamada, vista, request.query)),
    });
  }

  app.get(`${base}${RUTAS_D.vista('variables-graphic')}`, {
    config: { access },
    schema: { querystring: seguimientoQuerySchema, response: respuestas(seguimientoSerieSchema) },
    handler: (request) =>
      llamarProveedor(deps, request, 'd', sinDatos, (llamada) => d.series(llamada, request.query)),
  });

  app.get(`${base}${RUTAS_D.checkAccess}`, {
    config: { access },
    schema: { querystring: seguimientoQuerySchema, response: respuestas(checkAccessSchema) },
    handler: (request) =>
      llamarProveedor(deps, request, 'd', sinDatos, (llamada) => d.acceso(llamada, request.query)),
  });

  const ofertaSchema = {
    params: seguimientoIdPathSchema,
    querystring: seguimientoQuerySchema,
    response: respuestas(ofertaSeguimientoSchema),
  };
  app.get(`${base}${RUTAS_D.offerDetail}`, {
    config: { access },
    schema: ofertaSchema,
    handler: (request) =>
      llamarProveedor(deps, request, 'd', sinDatos, (llamada) =>
        d.oferta(llamada, request.params.id, request.query),
      ),
  });
  app.get(`${base}${RUTAS_D.offerDetailOffer}`, {
    config: { access },
    schema: ofertaSchema,
    handler: (request) =>
      llamarProveedor(deps, request, 'd', sinDatos, (llamada) =>
        d.ofertaDeOferta(llamada, request.params.id, request.query),
      ),
  });

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
      const file = await llamarProveedor(deps, request, 'd', sinDatos, (llamada) =>
        d.pdf(llamada, id, request.query),
      );
      return enviarPdf(reply as FastifyReply, file, `Oferta_${id}.pdf`);
    },
  });
}
