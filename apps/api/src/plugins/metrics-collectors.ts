import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import { z } from 'zod';
import { parsedRows, type Database } from '../db/database';
import { openPdfEngines, type PdfEngineStatus } from '../pdf/pdf-engine';
import { openProviderClients, type EstadoCircuito } from '../providers/provider-client';

/**
 * The gauges read at scrape time, each from where its fact lives: the jobs table, the database
 * handle, the process's PDF engines and provider clients. Nothing here names a tenant.
 */

const QUEUED_KIND_ROW = z.object({
  kind: z.string(),
  queued: z.number(),
  running: z.number(),
  oldest_seconds: z.number(),
});
type QueuedKind = z.output<typeof QUEUED_KIND_ROW>;

/**
 * One statement for the three job gauges, over every tenant: as the owner, like the runner's
 * claim (the application role sees one tenant at a time). `jobs_state_created_idx` serves it.
 */
const readQueue = async (database: Database): Promise<QueuedKind[]> =>
  parsedRows(
    await database.owner.execute(sql`
      SELECT kind,
        count(*) FILTER (WHERE state = 'PENDING')::int AS queued,
        count(*) FILTER (WHERE state = 'STARTED')::int AS running,
        coalesce(extract(epoch FROM now() - min(created_at) FILTER (WHERE state = 'PENDING')), 0)::float8
          AS oldest_seconds
      FROM jobs WHERE state IN ('PENDING', 'STARTED') GROUP BY kind`),
    QUEUED_KIND_ROW,
  );

/** Registry.metrics() collects every metric at once: the three job gauges share one read. */
function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= read().finally(() => {
      pending = null;
    }));
}

export function registerJobMetrics(registry: Registry, database: Database, log: FastifyBaseLogger): void {
  // A kind once seen reads 0 when its queue empties, instead of its series vanishing.
  const kindsSeen = new Set<string>();
  const snapshot = sharedRead(async () => {
    let rows: QueuedKind[] = [];
    try {
      rows = await readQueue(database);
    } catch (error) {
      log.warn({ err: error }, 'metrics: the job queue could not be read');
      return null;
    }
    for (const row of rows) kindsSeen.add(row.kind);
    return new Map(rows.map((row) => [row.kind, row]));
  });
  const gauge = (name: string, help: string, value: (row: QueuedKind | undefined) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['kind'],
      registers: [registry],
      async collect() {
        const byKind = await snapshot();
        this.reset();
        if (!byKind) return;
        for (const kind of kindsSeen) this.set({ kind }, value(byKind.get(kind)));
      },
    });
  gauge(
    'ventas_jobs_queued',
    'Jobs waiting to be claimed (PENDING), every replica.',
    (row) => row?.queued ?? 0,
  );
  gauge('ventas_jobs_running', 'Jobs being run (STARTED), every replica.', (row) => row?.running ?? 0);
  gauge(
    'ventas_jobs_oldest_queued_seconds',
    'Age of the oldest job waiting to be claimed.',
    (row) => row?.oldest_seconds ?? 0,
  );
}

/** A gauge of `registry` read at scrape time from `value`. */
function gaugeOf(registry: Registry) {
  return (name: string, help: string, value: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(value());
      },
    });
}

export function registerDatabaseMetrics(registry: Registry, database: Database): void {
  const gauge = gaugeOf(registry);
  // PGlite: one connection, and the request transactions queued behind the running one.
  gauge(
    'ventas_db_connections_in_use',
    'Database connections running work.',
    () => database.connections().inUse,
  );
  gauge(
    'ventas_db_connections_waiting',
    'Work waiting for a database connection.',
    () => database.connections().waiting,
  );
  gauge(
    'ventas_db_connections_max',
    'Database connections this process may open.',
    () => database.connections().max,
  );
}

/** A figure summed over the process's PDF engines (one per process outside tests). */
const pdfSum = (figure: (status: PdfEngineStatus) => number) =>
  openPdfEngines().reduce((sum, engine) => sum + figure(engine.status()), 0);

export function registerPdfMetrics(registry: Registry): void {
  const gauge = gaugeOf(registry);
  const counter = (name: string, help: string, value: () => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(value());
      },
    });
  gauge('ventas_pdf_browser_up', 'Chromium browsers running for the PDF engine.', () =>
    pdfSum((status) => (status.up ? 1 : 0)),
  );
  gauge('ventas_pdf_renders_in_progress', 'PDF renders holding a page.', () =>
    pdfSum((status) => status.rendering),
  );
  gauge('ventas_pdf_renders_waiting', 'PDF renders queued for a page.', () =>
    pdfSum((status) => status.waiting),
  );
  counter(
    'ventas_pdf_browser_restarts_total',
    'Chromium launched again after one died or disconnected.',
    () => pdfSum((status) => Math.max(0, status.launches - 1)),
  );
  counter('ventas_pdf_browser_launch_failures_total', 'Chromium launches that failed.', () =>
    pdfSum((status) => status.failedLaunches),
  );
}

const CIRCUIT_STATES: Record<EstadoCircuito, string> = {
  cerrado: 'closed',
  'medio-abierto': 'half_open',
  abierto: 'open',
  aislado: 'isolated',
};

/** Circuits are per provider and distributor: counted per provider and state, no distributor named. */
export function registerProviderMetrics(registry: Registry): void {
  new Gauge({
    name: 'ventas_provider_circuits',
    help: 'Distributors whose circuit to the provider is in each state.',
    labelNames: ['provider', 'state'],
    registers: [registry],
    collect() {
      this.reset();
      for (const client of openProviderClients()) {
        for (const [estado, count] of Object.entries(client.circuitos()) as Array<[EstadoCircuito, number]>) {
          this.inc({ provider: client.proveedor, state: CIRCUIT_STATES[estado] }, count);
        }
      }
    },
  });
}
