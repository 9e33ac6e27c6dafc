import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';

export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;

/**
 * A request transaction and the tenant it is confined to: repositories read `tx.tenantId` for
 * the `tenant_id = ...` of their statements instead of being handed the tenant a second time.
 */
export type TenantTx = Tx & { readonly tenantId: number };

/**
 * The transaction handle with its tenant attached. Set on the handle itself rather than on a
 * wrapper: node-postgres handles are cached per connection, and a wrapper per request (an
 * `Object.create` over the handle) gave drizzle's hot paths a new hidden class per connection,
 * measured at +4–8 % API CPU per list request. A connection runs one transaction at a time, so
 * the value is the running transaction's; the registry path clears it.
 */
function withTenant(tx: Tx, tenantId: number | null): TenantTx {
  (tx as unknown as { tenantId: number | null }).tenantId = tenantId;
  return tx as TenantTx;
}

/** The role every application query runs as; migration 0001 creates it without BYPASSRLS. */
export const APP_ROLE = 'ventas_app';

/**
 * One handle for both engines. `tenant()` is the only way request code reaches tenant data:
 * it opens a transaction as the application role with `app.tenant_id` set, so row-level
 * security backs every repository filter. `owner` is for migrations, seeding and job claiming.
 */
export interface Database {
  readonly engine: 'pglite' | 'postgres';
  readonly owner: Db;
  tenant<T>(tenantId: number, work: (tx: TenantTx) => Promise<T>): Promise<T>;
  /**
   * A read that may show data a few seconds old (Gerencia, statistics, the big exports): on the
   * standby when READ_DATABASE_URL names one and it holds the caller's last write, else as
   * `tenant()`. Read-only on either server, so a write slipped into one fails in every test.
   */
  tenantLagging<T>(tenantId: number, work: (tx: TenantTx) => Promise<T>): Promise<T>;
  /** Set only with READ_DATABASE_URL (db/lagging-reads/standby-reads.ts). */
  readonly standby: StandbyReads | null;
  /** As the application role with no tenant: only the shared registry is visible. */
  registry<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** How the connections are used right now (GET /metrics). */
  connections(): ConnectionUse;
  close(): Promise<void>;
}

export interface StandbyReads {
  /**
   * The primary's WAL insert position now: a commit that returned before this call ends at or
   * before it, even with synchronous_commit off (the write and flush positions may lag it).
   */
  writtenPosition(): Promise<string>;
}

export interface ConnectionUse {
  /** Connections running a query or a transaction. */
  inUse: number;
  /** Transactions (PGlite) or checkouts (the PostgreSQL pool) waiting for a connection. */
  waiting: number;
  max: number;
}

/**
 * PGlite is one connection in this process that runs one transaction at a time: the request
 * transactions in flight are the one running and those queued behind it. Work on `owner` outside
 * a transaction (job claims, progress, migrations) is not counted.
 */
function transactionsInFlight(): { track<T>(work: Promise<T>): Promise<T>; use(): ConnectionUse } {
  let inFlight = 0;
  return {
    track(work) {
      inFlight += 1;
      return work.finally(() => {
        inFlight -= 1;
      });
    },
    use: () => ({ inUse: Math.min(inFlight, 1), waiting: Math.max(inFlight - 1, 0), max: 1 }),
  };
}

/** Who writes and from which request: what the audit triggers record (migration 0027). */
export interface AuditValues {
  accountId: number | null;
  requestId: string | null;
}

/** A request's audit context (plugins/audit-context.ts). */
export interface AuditContext {
  /** The caller and request for a transaction of `tenantId`; null if they do not apply to it. */
  valuesFor(tenantId: number): AuditValues | null;
}

/**
 * Filled per request by plugins/audit-context.ts, so every `database.tenant()` of the request
 * names its caller without each feature passing it along. Jobs, seeds and the purge run
 * outside it: their writes are logged with no account ("Sistema").
 */
export const auditContext = new AsyncLocalStorage<AuditContext>();

/** Runs `work` in one transaction with the request settings (`transactionSettings`) applied. */
export type ScopedRunner = <T>(
  tenantId: number | null,
  work: (tx: Tx) => Promise<T>,
  audit?: AuditValues | null,
  access?: TransactionAccess,
) => Promise<T>;

/**
 * `read-only` for the reads that may lag (`tenantLagging`): a hot standby refuses writes anyway,
 * and the primary does the same for them, so a write slipped into one fails in every test. Set
 * with the other settings, in the same round trip.
 */
export type TransactionAccess = 'read-write' | 'read-only';

/** Request ids are Fastify's (app.ts genReqId: hex); anything else is not put into SQL text. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9_.:-]{1,64}$/;

function auditSettings(audit: AuditValues | null | undefined): string {
  const accountId = audit?.accountId;
  const account =
    accountId !== null && accountId !== undefined && Number.isSafeInteger(accountId) ? accountId : '';
  const requestId = audit?.requestId;
  const request = requestId && SAFE_REQUEST_ID.test(requestId) ? requestId : '';
  return `set_config('app.account_id', '${account}', true), set_config('app.request_id', '${request}', true)`;
}

/**
 * The statement every request transaction starts with, as plain text so a driver can send it
 * together with BEGIN (postgres-runner.ts). set_config(..., true) is SET LOCAL: it ends with the
 * transaction, so it is safe behind transaction poolers. `app.account_id` and `app.request_id`
 * name the caller for the audit triggers (migration 0027), empty outside a request. Parallel
 * workers cost more than they save on the short, tenant-scoped queries requests make (docs/performance.md). Prepared
 * statements (postgres-runner.ts) are planned for their values every time: a generic plan
 * guesses one selectivity for every tenant and commercial, and doubled a Comercial's filtered
 * page (decision 56).
 */
export function transactionSettings(
  tenantId: number | null,
  audit?: AuditValues | null,
  access: TransactionAccess = 'read-write',
): string {
  if (tenantId !== null && !Number.isSafeInteger(tenantId)) throw new Error(`tenant id ${tenantId}`);
  const readOnly = access === 'read-only' ? `, set_config('transaction_read_only', 'on', true)` : '';
  return `SELECT set_config('role', '${APP_ROLE}', true), set_config('app.tenant_id', '${tenantId ?? ''}', true), set_config('max_parallel_workers_per_gather', '0', true), set_config('plan_cache_mode', 'force_custom_plan', true), ${auditSettings(audit)}${readOnly}`;
}

/** The portable runner: the driver's own transaction, then the settings (two round trips). */
export function drizzleTransactionRunner(owner: Db): ScopedRunner {
  return (tenantId, work, audit, access) =>
    owner.transaction(async (tx) => {
      await tx.execute(sql.raw(transactionSettings(tenantId, audit, access)));
      return work(tx as unknown as Tx);
    });
}

export function scopedDatabase(
  engine: Database['engine'],
  owner: Db,
  close: () => Promise<void>,
  run: ScopedRunner = drizzleTransactionRunner(owner),
  /** The pool's own figures (PostgreSQL); unset, the transactions this handle has in flight. */
  poolUse?: () => ConnectionUse,
): Database {
  const transactions = transactionsInFlight();
  const scoped =
    (access: TransactionAccess): Database['tenant'] =>
    (tenantId, work) =>
      transactions.track(
        run(
          tenantId,
          (tx) => work(withTenant(tx, tenantId)),
          auditContext.getStore()?.valuesFor(tenantId),
          access,
        ),
      );
  return {
    engine,
    owner,
    tenant: scoped('read-write'),
    tenantLagging: scoped('read-only'),
    standby: null,
    registry: (work) => transactions.track(run(null, (tx) => work(withTenant(tx, null)))),
    connections: poolUse ?? transactions.use,
    close,
  };
}

/**
 * The handle for code written against `tenant()` whose every read may lag (an export job, the
 * calculator's team view in Gerencia): its `tenant()` is the lagging read.
 */
export function laggingReadsOf(database: Database): Database {
  return { ...database, tenant: database.tenantLagging };
}

const ROLE_ROW = z.object({ rolsuper: z.boolean(), rolbypassrls: z.boolean() });

/** Refuses to serve if the application role could bypass row-level security. */
export async function assertRowLevelSecurityHolds(database: Database): Promise<void> {
  const rows = await database.registry(async (tx) => {
    const result = await tx.execute(
      sql`SELECT rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user`,
    );
    return parsedRows(result, ROLE_ROW);
  });
  const role = rows[0];
  if (!role || role.rolsuper || role.rolbypassrls) {
    throw new Error(`El rol ${APP_ROLE} puede saltarse la seguridad por filas; no se arranca.`);
  }
}

/**
 * The rows of a raw statement checked against the shape it promises (issue 32: no unchecked
 * casts): a column renamed or retyped fails here, by name, not three calls later.
 */
export function parsedRows<S extends z.ZodType>(result: unknown, row: S): z.output<S>[] {
  return z.array(row).parse((result as { rows: unknown }).rows);
}
