import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { nombreDeContrato } from '@ventas/domain/proveedores/content-disposition';
import { contratoPdfQuerySchema, FALLOS_PROVEEDOR } from '@ventas/domain/proveedores/proveedores-contract';
import { proveedorBCalls } from '@ventas/domain/proveedores/proveedores.calls';
import { PREFIJO_SCRAPING, RUTAS_B } from '@ventas/domain/proveedores/rutas-api';
import type { FastifyReply } from 'fastify';
import { routeCall } from '../../http/call-route';
import type { ApiInstance } from '../../http/route-types';
import { llamarProveedor, sinDatos, type LlamadaDeps } from './llamada';
import { documentoDe } from './proveedor-b.data';
import { enviarPdf } from './respuestas';

/**
 * Issue 18, SPEC §7 "Scraping (provider B)": coverage (session, postal code, candidate addresses,
 * result), orders and their contract PDF, resources and releases, declared in the domain's
 * `proveedores/proveedores.calls.ts` under the provider's slug.
 */
export function proveedorBOperacionesRoutes(app: ApiInstance, deps: LlamadaDeps, slug: string): void {
  const b = deps.conexiones.b;
  const calls = proveedorBCalls(slug);

  routeCall(app, calls.coberturaAuth, (request) =>
    llamarProveedor(deps, request, 'b', sinDatos, (llamada) => b.sesion(llamada)),
  );
  routeCall(app, calls.coberturaCp, (request) =>
    llamarProveedor(deps, request, 'b', sinDatos, (llamada) => b.porCodigoPostal(llamada, request.query.cp)),
  );
  routeCall(app, calls.coberturaDireccion, (request) =>
    llamarProveedor(deps, request, 'b', sinDatos, (llamada) =>
      b.direcciones(llamada, request.query.direccion, request.query.cp),
    ),
  );
  routeCall(app, calls.coberturaResultado, (request) =>
    llamarProveedor(deps, request, 'b', sinDatos, (llamada) =>
      b.resultado(llamada, request.query.direccion_id),
    ),
  );
  routeCall(app, calls.ordenes, async (request) => {
    const query = request.query;
    if ('order_id' in query) {
      const detalle = await llamarProveedor(deps, request, 'b', sinDatos, (llamada) =>
        b.orden(llamada, query.order_id),
      );
      const { historial: _historial, direccion_instalacion: _direccion, ...orden } = detalle;
      return { ordenes: [orden] };
    }
    return llamarProveedor(deps, request, 'b', documentoDe(request, query.cliente_id), (llamada, documento) =>
      b.ordenes(llamada, documento),
    );
  });
  routeCall(app, calls.ordenDetalle, (request) =>
    llamarProveedor(deps, request, 'b', sinDatos, (llamada) => b.orden(llamada, request.query.order_id)),
  );
  routeCall(app, calls.recursos, (request) =>
    llamarProveedor(deps, request, 'b', sinDatos, (llamada) => b.recursos(llamada)),
  );
  routeCall(app, calls.releases, (request) =>
    llamarProveedor(deps, request, 'b', sinDatos, (llamada) => b.releases(llamada)),
  );

  // The signed contract is a file: by hand, beside the declared calls.
  app.get(`${PREFIJO_SCRAPING}/${slug}${RUTAS_B.contratoPdf}`, {
    config: { access: API_ACCESS.groupB },
    schema: {
      summary: "An order's signed contract (application/pdf)",
      querystring: contratoPdfQuerySchema,
      response: FALLOS_PROVEEDOR,
    },
    handler: async (request, reply) => {
      const { contract_id } = request.query;
      const file = await llamarProveedor(deps, request, 'b', sinDatos, (llamada) =>
        b.contrato(llamada, contract_id),
      );
      // SPEC §7: the provider's file name, sanitised, else Contrato_{id}.
      return enviarPdf(reply as FastifyReply, file, nombreDeContrato(file.contentDisposition, contract_id));
    },
  });
}
