import { idPathSchema } from '@ventas/domain/http/id';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import {
  facturasQuerySchema,
  facturasSchema,
  lineasQuerySchema,
  lineasSchema,
  registrosQuerySchema,
  registrosSchema,
  renuevoPdf2QuerySchema,
  renuevoPdfQuerySchema,
  renuevoQuerySchema,
  renuevoSchema,
} from '@ventas/domain/proveedores/proveedores-contract';
import { RUTAS_B } from '@ventas/domain/proveedores/rutas-api';
import type { FastifyReply } from 'fastify';
import type { ApiInstance } from '../../http/route-types';
import { llamarProveedor, type LlamadaDeps } from './llamada';
import { clienteVisible, documentoConTelefonos, documentoDe } from './proveedor-b.data';
import { enviarPdf, FALLOS_DE_RUTA, respuestas } from './respuestas';

/**
 * Issue 18, SPEC §7 "Scraping (provider B)": what the operator holds on one customer (lines,
 * invoices, records, renewal offers and their PDFs). Group B, every role; the customer must be one
 * the caller works (404 otherwise), and the provider is asked by the customer's document, read by
 * the server (a document typed by the client is never sent).
 */
export function proveedorBClienteRoutes(app: ApiInstance, deps: LlamadaDeps, base: string): void {
  const b = deps.conexiones.b;
  const access = API_ACCESS.groupB;

  app.get(`${base}${RUTAS_B.lineas}`, {
    config: { access },
    schema: { params: idPathSchema, querystring: lineasQuerySchema, response: respuestas(lineasSchema) },
    handler: (request) =>
      llamarProveedor(deps, request, 'b', documentoDe(request, request.params.id), (llamada, documento) =>
        b.lineas(llamada, documento, request.query.operator),
      ),
  });

  app.get(`${base}${RUTAS_B.facturas}`, {
    config: { access },
    schema: { querystring: facturasQuerySchema, response: respuestas(facturasSchema) },
    handler: (request) =>
      llamarProveedor(deps, request, 'b', documentoDe(request, request.query), (llamada, documento) =>
        b.facturas(llamada, documento, request.query.selectedMeses),
      ),
  });

  app.get(`${base}${RUTAS_B.registros}`, {
    config: { access },
    schema: { querystring: registrosQuerySchema, response: respuestas(registrosSchema) },
    handler: (request) => {
      const { msisdns } = request.query;
      const leer = documentoConTelefonos(request, request.query, 'msisdns', msisdns);
      return llamarProveedor(deps, request, 'b', leer, (llamada, documento) =>
        b.registros(llamada, documento, msisdns),
      );
    },
  });

  app.get(`${base}${RUTAS_B.renuevo}`, {
    config: { access },
    schema: { querystring: renuevoQuerySchema, response: respuestas(renuevoSchema) },
    handler: (request) => {
      const { type, msisdn, cif } = request.query;
      const leer = documentoConTelefonos(request, request.query, 'msisdn', [msisdn]);
      return llamarProveedor(deps, request, 'b', leer, (llamada, documento) =>
        b.opciones(llamada, documento, { tipo: type, msisdn, cif }),
      );
    },
  });

  app.get(`${base}${RUTAS_B.renuevoPdf}`, {
    config: { access },
    schema: {
      summary: 'A renewal offer as a PDF (application/pdf)',
      querystring: renuevoPdfQuerySchema,
      response: FALLOS_DE_RUTA,
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
    config: { access },
    schema: {
      summary: "A line's renewal conditions as a PDF (application/pdf)",
      querystring: renuevoPdf2QuerySchema,
      response: FALLOS_DE_RUTA,
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
