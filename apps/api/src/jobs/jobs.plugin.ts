import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { createAppExportFiles, EXPORT_SWEEP_INTERVAL_MS, type ExportFiles } from './export-files';
import { createJobQueue, type JobQueue } from './job-queue';
import { deleteFinishedJobs } from './jobs.repository';
import { jobsRoutes } from './jobs.routes';
import { xlsxWorkerPool } from './xlsx-worker-pool';

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
  /** `env`: tests do not keep an xlsx thread ready (each app would start one, ~1 s of CPU). */
  config: Pick<Config, 'dataDir' | 'env' | 'fileStorage'>;
}

/**
 * Background jobs (SPEC §4 "Export job"): decorates the scope with the queue and the export files,
 * starts the runner (and readies an xlsx thread) when the app is ready and stops them on close,
 * and serves the two calls every export shares. Not encapsulated (fastify-plugin), so the feature
 * plugins beside it see the queue.
 */
const jobs: FastifyPluginAsyncZod<JobsPluginOptions> = async (app, { database, config }) => {
  const files = createAppExportFiles(config, database);
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
  app.addHook('onReady', async () => {
    // The first export then finds ExcelJS loaded (a 3-row export took 2.8 s, mostly loading it).
    if (config.env !== 'test') xlsxWorkerPool.warm();
    await queue.start();
  });
  app.addHook('onClose', async () => {
    await queue.stop();
    await xlsxWorkerPool.close();
  });
  jobsRoutes(app, { database, files });
};

export const jobsPlugin = fp(jobs, { name: JOBS_PLUGIN, fastify: '5.x' });
