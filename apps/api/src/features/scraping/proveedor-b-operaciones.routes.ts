import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { nombreDeContrato } from '@ventas/domain/proveedores/content-disposition';
import {
  coberturaAuthSchema,
  coberturaCpQuerySchema,
  coberturaCpSchema,
  coberturaDireccionesSchema,
  coberturaDireccionQuerySchema,
  coberturaResultadoQuerySchema,
  coberturaResultadoSchema,
  contratoPdfQuerySchema,
  ordenDetalleQuerySchema,
  ordenDetalleSchema,
  ordenesQuerySchema,
  ordenesSchema,
  recursosSchema,
  releasesSchema,
} from '@ventas/domain/proveedores/proveedores-contract';
import { RUTAS_B } from '@ventas/domain/proveedores/rutas-api';
import type { FastifyReply } from 'fastify';
import type { ApiInstance } from '../../http/route-types';
import { llamarProveedor, sinDatos, type LlamadaDeps } from './llamada';
import { documentoDe } from './proveedor-b.data';
import { enviarPdf, FALLOS_DE_RUTA, respuestas } from './respuestas';

/**
 * Issue 18, SPEC §7 "Scraping (provider B)": coverage (session, postal code, candidate addresses,
 * result), orders and their contract PDF, resources and releases. Group B, every role.
 */
export function proveedorBOperacionesRoutes(app: ApiInstance, deps: LlamadaDeps, base: string): void {
  const b = deps.conexiones.b;
  const access = API_ACCESS.groupB;

  app.get(`${base}${RUTAS_B.coberturaAuth}`, {
    config: { access },
    schema: { response: respuestas(coberturaAuthSchema) },
    handler: (request) => llamarProveedor(deps, request, 'b', sinDatos, (llamada) => b.sesion(llamada)),
  });

  app.get(`${base}${RUTAS_B.coberturaCp}`, {
    config: { access },
    schema: { querystring: coberturaCpQuerySchema, response: respuestas(coberturaCpSchema) },
    handler: (request) =>
      llamarProveedor(deps, request, 'b', sinDatos, (llamada) =>
        b.porCodigoPostal(llamada, request.query.cp),
      ),
  });

  app.get(`${base}${RUTAS_B.coberturaDireccion}`, {
    config: { access },
    schema: { querystring: coberturaDireccionQuerySchema, response: respuestas(coberturaDireccionesSchema) },
    handler: (request) =>
      llamarProveedor(deps, request, 'b', sinDatos, (llamada) =>
        b.direcciones(llamada, request.query.direccion, request.query.cp),
      ),
  });

  app.get(`${base}${RUTAS_B.coberturaResultado}`, {
    config: { access },
    schema: { querystring: coberturaResultadoQuerySchema, response: respuestas(coberturaResultadoSchema) },
    handler: (request) =>
      llamarProveedor(deps, request, 'b', sinDatos, (llamada) =>
        b.resultado(llamada, request.query.direccion_id),
      ),
  });

  app.get(`${base}${RUTAS_B.ordenes}`, {
    config: { access },
    schema: { querystring: ordenesQuerySchema, response: respuestas(ordenesSchema) },
    handler: async (request) => {
      const query = request.query;
      if ('order_id' in query) {
        const detalle = await llamarProveedor(deps, request, 'b', sinDatos, (llamada) =>
          b.orden(llamada, query.order_id),
        );
        const { historial: _historial, direccion_instalacion: _direccion, ...orden } = detalle;
        return { ordenes: [orden] };
      }
      return llamarProveedor(
        deps,
        request,
        'b',
        documentoDe(request, query.cliente_id),
        (llamada, documento) => b.ordenes(llamada, documento),
      );
    },
  });

  app.get(`${base}${RUTAS_B.ordenDetalle}`, {
    config: { access },
    schema: { querystring: ordenDetalleQuerySchema, response: respuestas(ordenDetalleSchema) },
    handler: (request) =>
      llamarProveedor(deps, request, 'b', sinDatos, (llamada) => b.orden(llamada, request.query.order_id)),
  });

  app.get(`${base}${RUTAS_B.contratoPdf}`, {
    config: { access },
    schema: {
      summary: "An order's signed contract (application/pdf)",
      querystring: contratoPdfQuerySchema,
      response: FALLOS_DE_RUTA,
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

  app.get(`${base}${RUTAS_B.recursos}`, {
    config: { access },
    schema: { response: respuestas(recursosSchema) },
    handler: (request) => llamarProveedor(deps, request, 'b', sinDatos, (llamada) => b.recursos(llamada)),
  });

  app.get(`${base}${RUTAS_B.releases}`, {
    config: { access },
    schema: { response: respuestas(releasesSchema) },
    handler: (request) => llamarProveedor(deps, request, 'b', sinDatos, (llamada) => b.releases(llamada)),
  });
}
