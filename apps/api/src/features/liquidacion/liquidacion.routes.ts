import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { JOBS_PLUGIN } from '../../jobs/jobs.plugin';

/** Issue 14's Liquidación and Lista de upfronts (group A; SuperAdmin and Admin), with xlsx exports. */
const liquidacion: FastifyPluginAsync<{ database: Database }> = async () => {};

export const liquidacionPlugin = fp(liquidacion, {
  name: 'liquidacion',
  fastify: '5.x',
  dependencies: [JOBS_PLUGIN],
  encapsulate: true,
});
