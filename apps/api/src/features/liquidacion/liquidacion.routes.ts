import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mesDe } from '@ventas/domain/calculadora/mes';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import type { ListaUpfrontsQuery } from '@ventas/domain/liquidacion/liquidacion-contract';
import { liquidacionCalls } from '@ventas/domain/liquidacion/liquidacion.calls';
import { madridToday } from '@ventas/domain/time/madrid';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
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
 * Área personal — Liquidación and Lista de upfronts (declared in the domain's `liquidacion.calls.ts`,
 * with who may make each). Each xlsx is a job followed through task-status, as every export.
 */
const liquidacion: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const files = app.exportFiles;
  const service = createLiquidacionService(database);
  app.jobQueue.register(LIQUIDACION_EXPORT_KIND, createLiquidacionExportHandler({ database, files }));
  app.jobQueue.register(LISTA_UPFRONTS_EXPORT_KIND, createListaUpfrontsExportHandler({ database, files }));

  routeCall(app, liquidacionCalls.liquidacion, (request) => {
    const mes = mesPedido(request.query);
    return service.liquidacion(request.tenant.id, mes, request.query.comercial ?? null);
  });

  routeCall(app, liquidacionCalls.liquidacionExport, (request) => {
    const { format, comercial } = request.query;
    const query = {
      month_year_updated_on: textoMes(mesPedido(request.query)),
      comercial: comercial?.toString(),
    };
    return startTask<ListExportPayload>(request, LIQUIDACION_EXPORT_KIND, { format, query, scope: null });
  });

  routeCall(app, liquidacionCalls.listaUpfronts, (request) =>
    service.listaUpfronts(request.tenant.id, request.query),
  );

  routeCall(app, liquidacionCalls.listaUpfrontsExport, (request) => {
    const { format, ...query } = request.query;
    return startTask<ListExportPayload>(request, LISTA_UPFRONTS_EXPORT_KIND, {
      format,
      query: upfrontsJobQuery(query),
      scope: null,
    });
  });
};

export const liquidacionPlugin = fp(liquidacion, {
  name: 'liquidacion',
  fastify: '5.x',
  dependencies: [JOBS_PLUGIN],
  encapsulate: true,
});
