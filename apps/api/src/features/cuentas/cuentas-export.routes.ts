import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { JOBS_PLUGIN } from '../../jobs/jobs.plugin';

// Placeholder until its helper lands the plugin (issue 16).
const plugin: FastifyPluginAsyncZod<{ database: Database; config: Config }> = async () => {};

export const cuentasExportPlugin = fp(plugin, { name: 'cuentas-export', dependencies: [JOBS_PLUGIN] });
