import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { nombreDeContrato } from '@ventas/domain/proveedores/content-disposition';
import { claveDeDireccion } from '@ventas/domain/proveedores/direccion-clave';
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
import { documentoDe } from './proveedor-b.datos';
import { enviarPdf, FALLOS_DE_RUTA, respuestas } from './respuestas';

/**
 * Issue 18, SPEC §7 "Scraping (provider B)": coverage (session, postal code, candidate addresses,
 * result; answers cached per distributor and normalised address), orders and their contract PDF,
 * resources and releases. Group B, every role.
 */
export function proveedorBOperacionesRoutes(app: ApiInstance, deps: LlamadaDeps, base: string): void {
  const b = deps.conexiones.clientes.b;
  const cache = deps.conexiones.cobertura;
  const access = API_ACCESS.groupB;

  app.get(`${base}${RUTAS_B.coberturaAuth}`, {
    config: { access },
    schema: { response: respuestas(coberturaAuthSchema) },
    // Opening the provider's session is a write there (POST): sent once, never retried.
    handler: (request) =>
      llamarProveedor(deps, request, 'b', sinDatos, (credenciales) =>
        b.json(
          { tenantId: request.tenant.id, ruta: 'b.cobertura-sesion', credenciales },
          coberturaAuthSchema,
        ),
      ),
  });

  app.get(`${base}${RUTAS_B.coberturaCp}`, {
    config: { access },
    schema: { querystring: coberturaCpQuerySchema, response: respuestas(coberturaCpSchema) },
    handler: (request) => {
      const { cp } = request.query;
      return llamarProveedor(deps, request, 'b', sinDatos, (credenciales) =>
        cache.get(`b|${request.tenant.id}|cp|${cp}`, () =>
          b.json(
            { tenantId: request.tenant.id, ruta: 'b.cobertura-cp', params: { cp }, credenciales },
            coberturaCpSchema,
          ),
        ),
      );
    },
  });

  app.get(`${base}${RUTAS_B.coberturaDireccion}`, {
    config: { access },
    schema: { querystring: coberturaDireccionQuerySchema, response: respuestas(coberturaDireccionesSchema) },
    handler: (request) => {
      const { direccion, cp } = request.query;
      return llamarProveedor(deps, request, 'b', sinDatos, (credenciales) =>
        cache.get(`b|${request.tenant.id}|direcciones|${claveDeDireccion({ direccion, cp })}`, () =>
          b.json(
            {
              tenantId: request.tenant.id,
              ruta: 'b.cobertura-direcciones',
              query: { direccion, cp },
              credenciales,
            },
            coberturaDireccionesSchema,
          ),
        ),
      );
    },
  });

  app.get(`${base}${RUTAS_B.coberturaResultado}`, {
    config: { access },
    schema: { querystring: coberturaResultadoQuerySchema, response: respuestas(coberturaResultadoSchema) },
    handler: (request) => {
      const { direccion_id } = request.query;
      return llamarProveedor(deps, request, 'b', sinDatos, (credenciales) =>
        cache.get(`b|${request.tenant.id}|resultado|${direccion_id}`, () =>
          b.json(
            {
              tenantId: request.tenant.id,
              ruta: 'b.cobertura-resultado',
              params: { direccion_id },
              credenciales,
            },
            coberturaResultadoSchema,
          ),
        ),
      );
    },
  });

  app.get(`${base}${RUTAS_B.ordenes}`, {
    config: { access },
    schema: { querystring: ordenesQuerySchema, response: respuestas(ordenesSchema) },
    handler: async (request) => {
      const query = request.query;
      if ('order_id' in query) {
        const {
          historial: _historial,
          direccion_instalacion: _direccion,
          ...orden
        } = await llamarProveedor(deps, request, 'b', sinDatos, (credenciales) =>
          b.json(
            {
              tenantId: request.tenant.id,
              ruta: 'b.orden',
              params: { order_id: query.order_id },
              credenciales,
            },
            ordenDetalleSchema,
          ),
        );
        return { ordenes: [orden] };
      }
      return llamarProveedor(
        deps,
        request,
        'b',
        documentoDe(request, query.cliente_id),
        (credenciales, documento) =>
          b.json(
            { tenantId: request.tenant.id, ruta: 'b.ordenes', params: { documento }, credenciales },
            ordenesSchema,
          ),
      );
    },
  });

  app.get(`${base}${RUTAS_B.ordenDetalle}`, {
    config: { access },
    schema: { querystring: ordenDetalleQuerySchema, response: respuestas(ordenDetalleSchema) },
    handler: (request) =>
      llamarProveedor(deps, request, 'b', sinDatos, (credenciales) =>
        b.json(
          {
            tenantId: request.tenant.id,
            ruta: 'b.orden',
            params: { order_id: request.query.order_id },
            credenciales,
          },
          ordenDetalleSchema,
        ),
      ),
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
      const file = await llamarProveedor(deps, request, 'b', sinDatos, (credenciales) =>
        b.pdf({ tenantId: request.tenant.id, ruta: 'b.contrato-pdf', params: { contract_id }, credenciales }),
      );
      // SPEC §7: the provider's file name, sanitised, else Contrato_{id}.
      return enviarPdf(reply as FastifyReply, file, nombreDeContrato(file.contentDisposition, contract_id));
    },
  });

  for (const [ruta, nombre, schema] of [
    [RUTAS_B.recursos, 'b.recursos', recursosSchema],
    [RUTAS_B.releases, 'b.releases', releasesSchema],
  ] as const) {
    app.get(`${base}${ruta}`, {
      config: { access },
      schema: { response: respuestas(schema) },
      handler: (request) =>
        llamarProveedor(deps, request, 'b', sinDatos, (credenciales) =>
          b.json({ tenantId: request.tenant.id, ruta: nombre, credenciales }, schema),
        ),
    });
  }
}
