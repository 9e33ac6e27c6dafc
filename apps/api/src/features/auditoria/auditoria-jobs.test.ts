import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertCliente } from '../../../test/support/tenant-rows';
import { createTestTenant, type TestTenant } from '../../../test/support/test-app';
import { testDatabase } from '../../../test/support/test-database';
import { parsedRows, type Database } from '../../db/database';
import { createJobQueue, type JobQueue } from '../../jobs/job-queue';

// Its own kind, so the runners of other test files in this worker never take its jobs.
const KIND = `renombrar-cliente-${randomUUID()}`;
let database: Database;
let tenant: TestTenant;
let queue: JobQueue;

const silent = { level: 'silent', child: () => silent } as unknown as FastifyBaseLogger;
for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const) {
  (silent as unknown as Record<string, () => void>)[level] = () => undefined;
}

beforeAll(async () => {
  database = await testDatabase();
  tenant = await createTestTenant(database);
  queue = createJobQueue({ database, log: silent, runnerOptions: { pollIntervalMs: 20 } });
  // A job that writes a customer, as an import or a deal-out will.
  queue.register(KIND, async (job) => {
    const { clienteId } = job.payload as { clienteId: number };
    await database.tenant(job.tenantId, (tx) =>
      tx.execute(sql`UPDATE clientes SET nombre = 'Renombrado por un trabajo'
        WHERE tenant_id = ${job.tenantId} AND id = ${clienteId}`),
    );
    return { filename: null, done: 1, total: 1 };
  });
  await queue.start();
});

afterAll(() => queue.stop());

async function autoresDe(clienteId: number): Promise<Array<number | null>> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const rows = parsedRows(
      await database.owner.execute(sql`SELECT account_id FROM auditoria WHERE tenant_id = ${tenant.id}
        AND tabla = 'clientes' AND entidad_id = ${String(clienteId)} AND accion = 'UPDATE'`),
      z.object({ account_id: z.number().nullable() }),
    );
    if (rows.length > 0) return rows.map((row) => row.account_id);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [];
}

describe('the audit of a job', () => {
  it('names the person who started it, not "Sistema"', async () => {
    const clienteId = await insertCliente(database, tenant.id, { nombre: 'Antes del trabajo' });
    const admin = tenant.accounts.admin.id;
    await queue.enqueue({ tenantId: tenant.id, accountId: admin, kind: KIND, payload: { clienteId } });
    expect(await autoresDe(clienteId)).toEqual([admin]);
  });
});
