import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { createExportFiles, EXPORT_SWEEP_INTERVAL_MS, exportsRoot, type ExportFiles } from './export-files';
import { createJobQueue, type JobQueue } from './job-queue';
import { deleteFinishedJobs } from './jobs.repository';
import { jobsRoutes } from './jobs.routes';

/** The plugin's name: a feature with a job kind lists it in its plugin's `dependencies`. */
export const JOBS_PLUGIN = 'jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the jobs plugin; features register their job kinds on it (see JOBS_PLUGIN). */
    jobQueue: JobQueue;
    exportFiles: ExportFiles;
  }
}

/** Finished job rows outlive their files (24 h) for a while, then go (hourly housekeeping). */
const FINISHED_JOB_RETENTION_MS = 30 * 24 * 3600_000;

export interface JobsPluginOptions {
  database: Database;
  config: Pick<Config, 'dataDir'>;
}

/**
 * Background jobs (SPEC §4 "Export job"): decorates the scope with the queue and the export files,
 * starts the runner when the app is ready and stops it on close, and serves the two calls every
 * export shares. Not encapsulated (fastify-plugin), so the feature plugins beside it see the queue.
 */
const jobs: FastifyPluginAsyncZod<JobsPluginOptions> = async (app, { database, config }) => {
  const files = createExportFiles(exportsRoot(config));
  const queue = createJobQueue({
    database,
    log: app.log,
    housekeeping: [
      { everyMs: EXPORT_SWEEP_INTERVAL_MS, run: () => files.sweep() },
      {
        everyMs: EXPORT_SWEEP_INTERVAL_MS,
        run: () => deleteFinishedJobs(database.owner, FINISHED_JOB_RETENTION_MS),
      },
    ],
  });
  app.decorate('jobQueue', queue);
  app.decorate('exportFiles', files);
  app.addHook('onReady', () => queue.start());
  app.addHook('onClose', () => queue.stop());
  jobsRoutes(app, { database, files });
};

export const jobsPlugin = fp(jobs, { name: JOBS_PLUGIN, fastify: '5.x' });
