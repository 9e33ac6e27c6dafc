/**
 * bench/gerencia.ts's tenant: the calculator's (lib/calculadora-tenant.ts: customers, 50
 * commercials in one manager's team, 12 months of sales, objectives) with its attentions topped
 * up (lib/gerencia-attentions.ts), or the one a previous run left (`--skip-seed`: nothing written).
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/open-database';
import {
  findCalcTenant,
  resetCalcTenant,
  type CalcTenant,
  type CalcTenantOptions,
} from './calculadora-tenant';
import { countAttentions, topUpAttentions } from './gerencia-attentions';
import { fixed } from './load';

export interface GerenciaTenantOptions extends CalcTenantOptions {
  databaseUrl: string;
  attentions: number;
  skipSeed: boolean;
}

export interface GerenciaTenant extends CalcTenant {
  attentions: number;
}

const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

/**
 * The database named in the URL, created when missing (connecting to `postgres` on the same server);
 * `fresh` drops it first, so it starts empty.
 */
export async function ensureDatabase(url: string, options: { fresh?: boolean } = {}): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    if (options.fresh) await admin.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}"`);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
      log(`created database ${name}`);
    }
  } finally {
    await admin.end();
  }
}

export async function makeGerenciaTenant(options: GerenciaTenantOptions): Promise<GerenciaTenant> {
  await ensureDatabase(options.databaseUrl);
  const database = await openDatabase({ databaseUrl: options.databaseUrl });
  try {
    if (options.skipSeed) {
      const tenant = await findCalcTenant(database, options.subdomain);
      return { ...tenant, attentions: await countAttentions(database, tenant.tenantId) };
    }
    const started = performance.now();
    log(
      `seeding ${options.subdomain}: ${options.customers} customers, ${options.commercials} commercials, ` +
        `${options.months} months, ~${options.salesPerMonth} sales per commercial and month`,
    );
    const tenant = await resetCalcTenant(database, options);
    await topUpAttentions(database, {
      tenantId: tenant.tenantId,
      comerciales: tenant.comerciales,
      target: options.attentions,
      months: options.months,
      seed: options.seed,
    });
    log(`tenant made in ${fixed((performance.now() - started) / 1000)} s`);
    return { ...tenant, attentions: await countAttentions(database, tenant.tenantId) };
  } finally {
    await database.close();
  }
}
