import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import {
  FALLOS_PROVEEDOR,
  seguimientoIdPathSchema,
  seguimientoQuerySchema,
  VISTAS_TABLA,
} from '@ventas/domain/proveedores/proveedores-contract';
import { proveedorDCalls } from '@ventas/domain/proveedores/proveedores.calls';
import { PREFIJO_SCRAPING, RUTAS_D } from '@ventas/domain/proveedores/rutas-api';
import type { FastifyReply } from 'fastify';
import { routeCall } from '../../http/call-route';
import type { ApiInstance } from '../../http/route-types';
import { llamarProveedor, sinDatos, type LlamadaDeps } from './llamada';
import { enviarPdf } from './respuestas';

/**
 * Issue 18, SPEC §7 "Offers tracking (provider D)", declared in the domain's
 * `proveedores/proveedores.calls.ts` under the provider's slug: every call takes since and until
 * and answers under `data`.
 */
export function proveedorDRoutes(app: ApiInstance, deps: LlamadaDeps, slug: string): void {
  const d = deps.conexiones.d;
  const calls = proveedorDCalls(slug);

  for (const vista of VISTAS_TABLA) {
    routeCall(app, calls.tablas[vista], (request) =>
      llamarProveedor(deps, request, 'd', sinDatos, (llamada) => d.tabla(llamada, vista, request.query)),
    );
  }
  routeCall(app, calls.series, (request) =>
    llamarProveedor(deps, request, 'd', sinDatos, (llamada) => d.series(llamada, request.query)),
  );
  routeCall(app, calls.checkAccess, (request) =>
    llamarProveedor(deps, request, 'd', sinDatos, (llamada) => d.acceso(llamada, request.query)),
  );
  routeCall(app, calls.offerDetail, (request) =>
    llamarProveedor(deps, request, 'd', sinDatos, (llamada) =>
      d.oferta(llamada, request.params.id, request.query),
    ),
  );
  routeCall(app, calls.offerDetailOffer, (request) =>
    llamarProveedor(deps, request, 'd', sinDatos, (llamada) =>
      d.ofertaDeOferta(llamada, request.params.id, request.query),
    ),
  );

  // The offer's PDF is a file: by hand, beside the declared calls.
  app.get(`${PREFIJO_SCRAPING}/${slug}${RUTAS_D.downloadPdf}`, {
    config: { access: API_ACCESS.seguimientoOfertas },
    schema: {
      summary: "A tracked offer's PDF (application/pdf)",
      params: seguimientoIdPathSchema,
      querystring: seguimientoQuerySchema,
      response: FALLOS_PROVEEDOR,
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
