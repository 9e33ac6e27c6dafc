import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/support/test-database';
import { JOBS_PLUGIN, jobsPlugin } from './jobs.plugin';
import { xlsxWorkerPool } from './xlsx-worker-pool';

function bareApp() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/** What a feature with a job kind looks like: its own plugin, depending on the jobs plugin. */
const featureWithAJob = fp(
  async (app) => {
    app.jobQueue.register(`prueba-${randomUUID()}`, () =>
      Promise.resolve({ filename: null, done: 0, total: 0 }),
    );
  },
  { name: 'feature-with-a-job', dependencies: [JOBS_PLUGIN], encapsulate: true },
);

describe('jobs plugin', () => {
  it('gives a feature plugin that depends on it the queue, and serves the shared export calls', async () => {
    const app = bareApp();
    await app.register(jobsPlugin, {
      database: await testDatabase(),
      config: { dataDir: null, env: 'test', fileStorage: 'disk' },
    });
    await app.register(featureWithAJob);
    await app.ready();
    try {
      expect(app.hasDecorator('jobQueue')).toBe(true);
      expect(app.hasDecorator('exportFiles')).toBe(true);
      expect(app.hasRoute({ method: 'GET', url: '/api/utils/task-status/:task_id/' })).toBe(true);
      expect(app.hasRoute({ method: 'GET', url: '/api/utils/get-xlsx-files/' })).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('readies an xlsx thread when the app is ready, so the first export does not wait for ExcelJS', async () => {
    const threadsFor = async (env: 'production' | 'test') => {
      // The pool is the process's: an export test run before in this worker may have left a
      // finished export's thread idle, which would serve instead of a new one.
      await xlsxWorkerPool.close();
      const before = xlsxWorkerPool.started;
      const app = bareApp();
      await app.register(jobsPlugin, {
        database: await testDatabase(),
        config: { dataDir: null, env, fileStorage: 'disk' },
      });
      await app.ready();
      await app.close();
      return xlsxWorkerPool.started - before;
    };
    expect(await threadsFor('production')).toBe(1);
    // Under test every app would start one (about a second of CPU each): exports start theirs.
    expect(await threadsFor('test')).toBe(0);
  });

  it('refuses to start a feature with a job kind when the jobs plugin was not registered first', async () => {
    const app = bareApp();
    await expect(app.register(featureWithAJob)).rejects.toThrow(
      "The dependency 'jobs' of plugin 'feature-with-a-job' is not registered",
    );
  });
});
