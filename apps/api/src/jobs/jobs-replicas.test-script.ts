/**
 * Test-only (jobs-replicas.test.ts on PostgreSQL): a replica's job runner in a process of its own,
 * so the test can kill it with SIGKILL mid-job. It takes the first job of `<kind>`, prints
 * `started <id> <attempts>`, heartbeats it every 100 ms and never finishes it.
 *
 *   node --import tsx jobs-replicas.test-script.ts <databaseUrl> <kind>
 */
import Fastify from 'fastify';
import { serverDatabaseOptions } from '../../test/support/test-database';
import { openDatabase } from '../db/open-database';
import { createJobQueue } from './job-queue';

const [databaseUrl, kind] = process.argv.slice(2);
if (!databaseUrl || !kind) throw new Error('uso: <databaseUrl> <kind>');
const database = await openDatabase(serverDatabaseOptions(databaseUrl));
const queue = createJobQueue({
  database,
  log: Fastify({ logger: false }).log,
  runnerOptions: { pollIntervalMs: 20, heartbeatMs: 100, recoveryIntervalMs: 3_600_000 },
});
queue.register(kind, (job) => {
  process.stdout.write(`started ${job.id} ${job.attempts}\n`);
  return new Promise<never>(() => setInterval(() => undefined, 60_000));
});
await queue.start();
