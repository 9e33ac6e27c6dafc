import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { equipoXlsxQuerySchema } from '@ventas/domain/calculadora/equipo-contract';
import { equipoCalls } from '@ventas/domain/calculadora/equipo.calls';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../../db/database';
import { routeCall } from '../../../http/call-route';
import { currentUser } from '../../../http/request-context';
import { EXPORT_CONTENT_TYPES } from '../../../jobs/export-files';
import { JOBS_PLUGIN } from '../../../jobs/jobs.plugin';
import { createEquipoService } from '../equipo/equipo.service';
import { calculadoraXlsx } from './calculadora-xlsx';
import { registerPlantillaObjetivosJobs } from './plantilla-objetivos.job';

const xlsxFile = z.unknown().meta({ type: 'string', format: 'binary', description: 'Libro xlsx' });

/**
 * Issue 14: the team view (`GET /api/calculadora/equipo_mes/`, the spec shows no path), its
 * xlsx (SPEC §7 `GET /api/calculadora/download-xlsx-calculadora/`, month and year), and the jobs
 * of the objectives' template (written and read through SPEC §7 write-xlsx / read-xlsx).
 */
const calculadoraXlsxRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const equipo = createEquipoService(database);
  registerPlantillaObjetivosJobs(app, database);

  routeCall(app, equipoCalls.equipoMes, async (request) => {
    const { mesPedido: _mes, ...respuesta } = await equipo.equipoMes(
      request.tenant.id,
      currentUser(request),
      request.query,
    );
    return respuesta;
  });

  // Answered directly, not as a job: 50 commercials are ~400 rows (decisions-plantilla.md).
  app.get('/api/calculadora/download-xlsx-calculadora/', {
    config: { access: API_ACCESS.manager },
    schema: { querystring: equipoXlsxQuerySchema, response: { 200: xlsxFile } },
    handler: async (request, reply) => {
      const { month, year, estado } = request.query;
      const mes = { year, month };
      const datos = await equipo.equipoMes(request.tenant.id, currentUser(request), {
        month_year_updated_on: mes,
        estado,
      });
      return reply
        .header('content-type', EXPORT_CONTENT_TYPES.xlsx)
        .header('content-disposition', `attachment; filename="calculadora-${textoMes(mes)}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(await calculadoraXlsx(datos));
    },
  });
};

export const calculadoraXlsxPlugin = fp(calculadoraXlsxRoutes, {
  name: 'calculadora-xlsx',
  fastify: '5.x',
  dependencies: [JOBS_PLUGIN],
  encapsulate: true,
});
