import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TaskStatus } from '@ventas/domain/jobs/task-status-contract';
import { parsedRows, type Database } from '../../db/database';
import { createAccount } from '../../db/seed/tenant-factory';
import { callerFor, type Caller, type Role } from '../../../test/support/catalogue-caller';
import { untilTaskEnds } from '../../../test/support/task-wait';
import {
  createTestApp,
  createTestTenant,
  TEST_PASSWORD,
  type TestTenant,
} from '../../../test/support/test-app';

/** Test-only: an app, a tenant with three more commercials (one of them BAJA), another tenant. */
export interface RepartoTest {
  app: FastifyInstance;
  database: Database;
  tenant: TestTenant;
  otro: TestTenant;
  call: Caller;
  otherCall: Caller;
  c2: number;
  c3: number;
  baja: number;
}

export async function startRepartoTest(): Promise<RepartoTest> {
  const { app, database } = await createTestApp();
  const tenant = await createTestTenant(database);
  const otro = await createTestTenant(database);
  const cuenta = async (username: string, estado = 'ALTA') =>
    (await createAccount(database, tenant.id, { username, password: TEST_PASSWORD, rol: 4, estado })).id;
  const c2 = await cuenta('comercial2');
  const c3 = await cuenta('comercial3');
  const baja = await cuenta('comercial-baja', 'BAJA');
  const call = await callerFor(app, tenant);
  const otherCall = await callerFor(app, otro);
  return { app, database, tenant, otro, call, otherCall, c2, c3, baja };
}

const ID_ROW = z.object({ id: z.number() });
const CONTADOR_ROW = z.object({ comercial_id: z.number(), n: z.number() });

/** A new origin of the tenant; its id. */
export async function crearOrigen(database: Database, tenantId: number, nombre: string): Promise<number> {
  return database.tenant(tenantId, async (tx) => {
    const [row] = parsedRows(
      await tx.execute(
        sql`INSERT INTO origenes_bbdd (tenant_id, nombre) VALUES (${tenantId}, ${nombre}) RETURNING id`,
      ),
      ID_ROW,
    );
    return Number(row?.id);
  });
}

/** `n` customers of the origin in one statement, assigned to `comercialId` (null: nobody); their ids in order. */
export async function crearClientes(
  database: Database,
  tenantId: number,
  origen: number | null,
  n: number,
  comercialId: number | null = null,
): Promise<number[]> {
  return database.tenant(tenantId, async (tx) => {
    const rows = parsedRows(
      await tx.execute(sql`INSERT INTO clientes (tenant_id, nombre, origen_bbdd_id, comercial_id)
        SELECT ${tenantId}, 'Lead ' || g, ${origen}::int, ${comercialId}::int FROM generate_series(1, ${n}) g
        RETURNING id`),
      ID_ROW,
    );
    return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  });
}

/** Each customer's commercial (null: unassigned), by id. */
export async function comercialesDe(
  database: Database,
  tenantId: number,
  ids: readonly number[],
): Promise<Map<number, number | null>> {
  return database.tenant(tenantId, async (tx) => {
    const rows = parsedRows(
      await tx.execute(sql`SELECT id, comercial_id FROM clientes
        WHERE tenant_id = ${tenantId} AND id = ANY(${`{${ids.join(',')}}`}::int[])`),
      z.object({ id: z.number(), comercial_id: z.number().nullable() }),
    );
    return new Map(
      rows.map((row) => [Number(row.id), row.comercial_id === null ? null : Number(row.comercial_id)]),
    );
  });
}

/** The kept per-commercial counts (migration 0009) and a recount from the customers, side by side. */
export async function contadores(database: Database, tenantId: number) {
  return database.tenant(tenantId, async (tx) => {
    const kept = parsedRows(
      await tx.execute(sql`SELECT comercial_id, n::int AS n FROM clientes_por_comercial
        WHERE tenant_id = ${tenantId} AND n <> 0 ORDER BY 1`),
      CONTADOR_ROW,
    );
    const recount = parsedRows(
      await tx.execute(sql`SELECT coalesce(comercial_id, 0) AS comercial_id, count(*)::int AS n FROM clientes
        WHERE tenant_id = ${tenantId} GROUP BY 1 ORDER BY 1`),
      CONTADOR_ROW,
    );
    return { kept, recount };
  });
}

/** Starts a deal-out and waits for its task; the final status. */
export async function repartir(call: Caller, body: unknown, role: Role = 'superadmin'): Promise<TaskStatus> {
  const started = await call(role, 'POST', '/api/reparto/', body);
  if (started.statusCode !== 200) throw new Error(`reparto: ${started.statusCode} ${started.body}`);
  const taskId: string = started.json().task_id;
  return untilTaskEnds(async () => (await call(role, 'GET', `/api/utils/task-status/${taskId}/`)).json());
}
