import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import {
  FALLOS_PROVEEDOR,
  renuevoPdf2QuerySchema,
  renuevoPdfQuerySchema,
} from '@ventas/domain/proveedores/proveedores-contract';
import { proveedorBCalls } from '@ventas/domain/proveedores/proveedores.calls';
import { PREFIJO_SCRAPING, RUTAS_B } from '@ventas/domain/proveedores/rutas-api';
import type { FastifyReply } from 'fastify';
import { routeCall } from '../../http/call-route';
import type { ApiInstance } from '../../http/route-types';
import { llamarProveedor, type LlamadaDeps } from './llamada';
import { clienteVisible, documentoConTelefonos, documentoDe } from './proveedor-b.data';
import { enviarPdf } from './respuestas';

/**
 * Issue 18, SPEC §7 "Scraping (provider B)": what the operator holds on one customer (lines,
 * invoices, records, renewal offers and their PDFs), declared in the domain's
 * `proveedores/proveedores.calls.ts` under the provider's slug. The customer must be one the
 * caller works (404 otherwise), and the provider is asked by the customer's document, read by the
 * server (a document typed by the client is never sent).
 */
export function proveedorBClienteRoutes(app: ApiInstance, deps: LlamadaDeps, slug: string): void {
  const b = deps.conexiones.b;
  const calls = proveedorBCalls(slug);

  routeCall(app, calls.lineas, (request) =>
    llamarProveedor(deps, request, 'b', documentoDe(request, request.params.id), (llamada, documento) =>
      b.lineas(llamada, documento, request.query.operator),
    ),
  );
  routeCall(app, calls.facturas, (request) =>
    llamarProveedor(deps, request, 'b', documentoDe(request, request.query), (llamada, documento) =>
      b.facturas(llamada, documento, request.query.selectedMeses),
    ),
  );
  routeCall(app, calls.registros, (request) => {
    const { msisdns } = request.query;
    const leer = documentoConTelefonos(request, request.query, 'msisdns', msisdns);
    return llamarProveedor(deps, request, 'b', leer, (llamada, documento) =>
      b.registros(llamada, documento, msisdns),
    );
  });
  routeCall(app, calls.renuevo, (request) => {
    const { type, msisdn, cif } = request.query;
    const leer = documentoConTelefonos(request, request.query, 'msisdn', [msisdn]);
    return llamarProveedor(deps, request, 'b', leer, (llamada, documento) =>
      b.opciones(llamada, documento, { tipo: type, msisdn, cif }),
    );
  });

  // The renewal's PDFs are files: by hand, beside the declared calls.
  const base = `${PREFIJO_SCRAPING}/${slug}`;
  app.get(`${base}${RUTAS_B.renuevoPdf}`, {
    config: { access: API_ACCESS.groupB },
    schema: {
      summary: 'A renewal offer as a PDF (application/pdf)',
      querystring: renuevoPdfQuerySchema,
      response: FALLOS_PROVEEDOR,
    },
    handler: async (request, reply) => {
      const { cliente_id, pdf_id } = request.query;
      const file = await llamarProveedor(deps, request, 'b', clienteVisible(request, cliente_id), (llamada) =>
        b.pdfDeOpcion(llamada, pdf_id),
      );
      return enviarPdf(reply as FastifyReply, file, `Renuevo_${pdf_id}.pdf`);
    },
  });

  app.get(`${base}${RUTAS_B.renuevoPdf2}`, {
    config: { access: API_ACCESS.groupB },
    schema: {
      summary: "A line's renewal conditions as a PDF (application/pdf)",
      querystring: renuevoPdf2QuerySchema,
      response: FALLOS_PROVEEDOR,
    },
    handler: async (request, reply) => {
      const { cliente_id, msisdn } = request.query;
      const leer = documentoConTelefonos(request, cliente_id, 'msisdn', [msisdn]);
      const file = await llamarProveedor(deps, request, 'b', leer, (llamada) =>
        b.condiciones(llamada, msisdn),
      );
      return enviarPdf(reply as FastifyReply, file, `Condiciones_${msisdn}.pdf`);
    },
  });
}
