import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../../db/database';
import { JOBS_PLUGIN } from '../../../jobs/jobs.plugin';

/** Issue 14: GET /api/calculadora/download-xlsx-calculadora/ (the month's figures as xlsx). */
const calculadoraXlsx: FastifyPluginAsync<{ database: Database }> = async () => {};

export const calculadoraXlsxPlugin = fp(calculadoraXlsx, {
  name: 'calculadora-xlsx',
  fastify: '5.x',
  dependencies: [JOBS_PLUGIN],
  encapsulate: true,
});
