import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import { mesDe } from '@ventas/domain/calculadora/mes';
import { PAGE_SIZE_PARAM } from '@ventas/domain/http/page';
import { madridToday } from '@ventas/domain/time/madrid';
import { bearer, login } from '../../../test/support/test-app';
import { loadConfig } from '../../config';
import { parsedRows, type Database } from '../database';
import { DEMO_PASSWORD } from '../seed/demo-seed';

/** Issue 28 §4: what the backup, restore and upgrade tests share. */

export const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

/** The platform distributor's subdomain the demo seed is given (config's default). */
export const PLATFORM_TENANT = loadConfig({ NODE_ENV: 'test' }).platformTenant;
/** The demo seed's group-A distributor: customers, offers, commissions. */
export const DEMO_HOST = 'demo.localhost';

export interface ScriptRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `node scripts/<script>.mjs <args>` as `npm run backup|restore` runs it, with DATABASE_URL only
 * when given (the embedded install has none) and the DATA_DIR given.
 */
export function runScript(
  script: 'backup' | 'restore',
  args: readonly string[],
  env: { databaseUrl?: string | undefined; dataDir: string },
): Promise<ScriptRun> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: env.dataDir };
  delete childEnv['DATABASE_URL'];
  delete childEnv['INIT_CWD'];
  if (env.databaseUrl) childEnv['DATABASE_URL'] = env.databaseUrl;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(REPO_ROOT, 'scripts', `${script}.mjs`), ...args],
      { cwd: REPO_ROOT, env: childEnv },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Drops a database made by createServerDatabase (test/support/test-database.ts). */
export async function dropServerDatabase(serverUrl: string, databaseUrl: string): Promise<void> {
  const { default: pg } = await import('pg');
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name.replaceAll('"', '""')}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** The demo's admin of the group-A distributor, signed in: the headers of their calls. */
export async function demoAdmin(app: FastifyInstance): Promise<Record<string, string>> {
  const { access } = await login(app, { host: DEMO_HOST }, 'admin', DEMO_PASSWORD);
  return bearer(access, DEMO_HOST);
}

/** A GET that must answer 200; its JSON. */
export async function getOk(
  app: FastifyInstance,
  headers: Record<string, string>,
  url: string,
): Promise<unknown> {
  const response = await app.inject({ method: 'GET', url, headers });
  if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Last month in Madrid as the calculator names it ('AAAA-MM'). */
export function lastMonth(): string {
  const { year, month } = mesDe(madridToday());
  return textoMes(month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 });
}

const demoRowsSchema = z.object({
  tenant_id: z.number(),
  cliente_id: z.number(),
  oferta_id: z.number(),
  comercial_id: z.number(),
});
export type DemoRows = z.infer<typeof demoRowsSchema>;

/** The demo rows the tests read: the group-A distributor, a sold offer with packages, its seller. */
export async function demoRows(database: Database): Promise<DemoRows> {
  const [row] = parsedRows(
    await database.owner.execute(sql`
      SELECT t.id AS tenant_id, o.cliente_id, o.id AS oferta_id, a.comercial_id
      FROM tenants t
      JOIN ofertas o ON o.tenant_id = t.id
      JOIN atenciones a ON a.tenant_id = o.tenant_id AND a.id = o.atencion_id
      WHERE t.subdomain = 'demo'
        AND EXISTS (SELECT 1 FROM paquetes p WHERE p.tenant_id = o.tenant_id AND p.oferta_id = o.id)
      ORDER BY o.id LIMIT 1`),
    demoRowsSchema,
  );
  if (!row) throw new Error('The demo seed has no sold offer with packages.');
  return row;
}

/**
 * What the app answers for the demo rows: the customer record, the offer with its packages, the
 * seller's statement of `month` and the audit trail (the customer's and the distributor's).
 */
export async function demoReads(
  app: FastifyInstance,
  headers: Record<string, string>,
  rows: DemoRows,
  month: string,
): Promise<Record<string, unknown>> {
  return {
    cliente: await getOk(app, headers, `/api/clientes/entradas/${rows.cliente_id}/`),
    oferta: await getOk(app, headers, `/api/atenciones/oferta/${rows.oferta_id}/`),
    extracto: await getOk(
      app,
      headers,
      `/api/calculadora/extracto/?month_year_updated_on=${month}&comercial=${rows.comercial_id}`,
    ),
    actividadCliente: await getOk(app, headers, `/api/auditoria/cliente/${rows.cliente_id}/`),
    auditoria: await getOk(app, headers, `/api/auditoria/?${PAGE_SIZE_PARAM}=100`),
  };
}

/** The database's own message of a failed statement (drizzle wraps it as the cause). */
function refusal(work: Promise<unknown>): Promise<string> {
  return work.then(
    () => 'no error',
    (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
  );
}

/**
 * What the app's role gets when it tries to change or remove audit entries (migration 0027:
 * grants revoked, and no policy lets an UPDATE or DELETE match a row).
 */
export async function auditRefusals(database: Database, tenantId: number): Promise<Record<string, string>> {
  return {
    update: await refusal(
      database.tenant(tenantId, (tx) => tx.execute(sql`UPDATE auditoria SET accion = 'DELETE'`)),
    ),
    delete: await refusal(database.tenant(tenantId, (tx) => tx.execute(sql`DELETE FROM auditoria`))),
    truncate: await refusal(database.tenant(tenantId, (tx) => tx.execute(sql`TRUNCATE auditoria`))),
  };
}
