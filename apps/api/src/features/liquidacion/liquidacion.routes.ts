import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mesDe } from '@ventas/domain/calculadora/mes';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import { taskStartedSchema } from '@ventas/domain/jobs/task-status-contract';
import {
  liquidacionExportQuerySchema,
  liquidacionQuerySchema,
  liquidacionSchema,
  listaUpfrontsExportQuerySchema,
  listaUpfrontsQuerySchema,
  listaUpfrontsSchema,
  type ListaUpfrontsQuery,
} from '@ventas/domain/liquidacion/liquidacion-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { madridToday } from '@ventas/domain/time/madrid';
import type { Database } from '../../db/database';
import { JOBS_PLUGIN } from '../../jobs/jobs.plugin';
import type { ListExportPayload } from '../../lists/list-export';
import {
  createLiquidacionExportHandler,
  createListaUpfrontsExportHandler,
  LIQUIDACION_EXPORT_KIND,
  LISTA_UPFRONTS_EXPORT_KIND,
} from './liquidacion-export.job';
import { createLiquidacionService } from './liquidacion.service';
import { startTask } from '../../jobs/start-task';

const BASE = '/api/calculadora';
const access = API_ACCESS.liquidacion;

/** The month asked for, or Madrid's current one. */
const mesPedido = (query: { month_year_updated_on?: { year: number; month: number } | undefined }) =>
  query.month_year_updated_on ?? mesDe(madridToday());

/** The upfront list's filters as the job stores them: the request's texts, so the job re-validates them. */
const upfrontsJobQuery = (query: ListaUpfrontsQuery) => ({
  content_type: query.content_type,
  familia: query.familia === undefined ? undefined : String(query.familia),
  vigentes: String(query.vigentes),
  search: query.search,
});

/**
 * Área personal — Liquidación and Lista de upfronts (issue 14; SPEC §2: group A, SuperAdmin and
 * Admin). The spec shows no paths: they sit under /api/calculadora/ beside the calculator whose
 * month they settle. Each xlsx is a job followed through task-status, as every export.
 */
const liquidacion: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const files = app.exportFiles;
  const service = createLiquidacionService(database);
  app.jobQueue.register(LIQUIDACION_EXPORT_KIND, createLiquidacionExportHandler({ database, files }));
  app.jobQueue.register(LISTA_UPFRONTS_EXPORT_KIND, createListaUpfrontsExportHandler({ database, files }));

  app.get(`${BASE}/liquidacion/`, {
    config: { access },
    schema: { querystring: liquidacionQuerySchema, response: { 200: liquidacionSchema } },
    handler: (request) => {
      const mes = mesPedido(request.query);
      return service.liquidacion(request.tenant.id, mes, request.query.comercial ?? null);
    },
  });

  app.get(`${BASE}/liquidacion/download-xlsx/`, {
    config: { access },
    schema: { querystring: liquidacionExportQuerySchema, response: { 200: taskStartedSchema } },
    handler: (request) => {
      const { format, comercial } = request.query;
      const query = {
        month_year_updated_on: textoMes(mesPedido(request.query)),
        comercial: comercial?.toString(),
      };
      return startTask<ListExportPayload>(request, LIQUIDACION_EXPORT_KIND, { format, query, scope: null });
    },
  });

  app.get(`${BASE}/lista-upfronts/`, {
    config: { access },
    schema: { querystring: listaUpfrontsQuerySchema, response: { 200: listaUpfrontsSchema } },
    handler: (request) => service.listaUpfronts(request.tenant.id, request.query),
  });

  app.get(`${BASE}/lista-upfronts/download-xlsx/`, {
    config: { access },
    schema: { querystring: listaUpfrontsExportQuerySchema, response: { 200: taskStartedSchema } },
    handler: (request) => {
      const { format, ...query } = request.query;
      return startTask<ListExportPayload>(request, LISTA_UPFRONTS_EXPORT_KIND, {
        format,
        query: upfrontsJobQuery(query),
        scope: null,
      });
    },
  });
};

export const liquidacionPlugin = fp(liquidacion, {
  name: 'liquidacion',
  fastify: '5.x',
  dependencies: [JOBS_PLUGIN],
  encapsulate: true,
});
