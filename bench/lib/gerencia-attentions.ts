/**
 * Issue 15's data: the calculator's tenant (lib/calculadora-tenant.ts: ~0.7M attentions at 1M
 * customers) with its attentions topped up to `target` (3M at full scale), straight in the
 * database as the calculator's seeder loads, in one owner transaction with triggers off
 * (`session_replication_role = replica`) and the attentions' secondary indexes dropped and rebuilt:
 *
 * - each new attention: a type weighted like a sales floor (ATTENTION_MIX), one of the commercials
 *   at random, updated_on uniform over the last `months` Madrid months (to now), and a customer
 *   drawn at random among the worked ones (estado ≠ NUEVO: a NUEVO customer was never contacted)
 *   that already existed then; all of them past work (REALIZADO, or a callback REPROGRAMADO), so no
 *   customer's pending callback changes;
 * - an unsold offer (Pendiente, Presentada, Rechazada, Error, Cancelada; no packages) for each new
 *   OFERTA attention, as the app records one: the sales, packages and objectives stay the
 *   calculator's, so "vendido" and the calculator's figures do not move;
 * - each customer touched as the app's entries touch it (updated_on, fecha_contacto to the
 *   latest new attention when later), and the copies of updated_on its search terms carry
 *   (clientes_terminos) with it; then the refill function of the attentions' trigger
 *   (next callback), as docs/architecture.md asks of loads with triggers off; then VACUUM ANALYZE
 *   (the figures read a covering index: index-only scans need the visibility map).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type Database } from '../../apps/api/src/db/database';
import { rowsOf } from './bench-rows';
import { lit, SECONDARY_INDEXES_SQL } from './seed-sql';
import { NOTAS_CLIENTE, RAZONES_NO_INTERESADO } from './spanish-data';

/** Share of each type among the new attentions (a floor: mostly callbacks and refusals). */
export const ATTENTION_MIX = [
  ['AGENDADO', 0.45],
  ['NO_INTERESADO', 0.25],
  ['GESTION', 0.15],
  ['OFERTA', 0.15],
] as const;

export interface TopUpOptions {
  tenantId: number;
  comerciales: readonly number[];
  /** Attentions the tenant should hold after the top-up. */
  target: number;
  months: number;
  seed: number;
}

const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
const textArray = (values: readonly string[]) => `(ARRAY[${values.map(lit).join(',')}]::text[])`;

function tipoCase(random: string): string {
  let cumulative = 0;
  const arms = ATTENTION_MIX.slice(0, -1).map(([tipo, share]) => {
    cumulative += share;
    return `WHEN ${random} < ${cumulative.toFixed(4)} THEN ${lit(tipo)}`;
  });
  return `CASE ${arms.join(' ')} ELSE ${lit(ATTENTION_MIX.at(-1)![0])} END`;
}

/** The worked customers numbered in order of creation: `n` ≤ k(t) are those that existed at t. */
const CREATE_WORKED_SQL = (tenantId: number) => `
  CREATE TEMP TABLE ger_clientes ON COMMIT DROP AS
  SELECT row_number() OVER (ORDER BY created_on, id)::int AS n, id, created_on
  FROM clientes WHERE tenant_id = ${tenantId} AND estado <> 'NUEVO'`;

/**
 * `extra` new attentions, their instants in whole milliseconds as clientes.updated_on keeps them
 * (a customer touched by one must not look older than it). Layer 1 draws every random number
 * once per row (volatile: never flattened); layer 2 names the type and finds how many worked
 * customers existed at the instant (one index probe); layer 3 takes one of them.
 */
function insertAttentionsSql(options: TopUpOptions, extra: number): string {
  const desde = `((date_trunc('month', now() AT TIME ZONE 'Europe/Madrid') - interval '${options.months - 1} months')
    AT TIME ZONE 'Europe/Madrid')`;
  const comerciales = `(ARRAY[${options.comerciales.join(',')}]::int[])`;
  const draws = `
    SELECT date_trunc('milliseconds', ${desde} + (now() - ${desde}) * random()) AS at, random() AS u_cliente,
      ${comerciales}[1 + floor(random() * ${options.comerciales.length})::int] AS comercial_id,
      random() AS u_tipo, random() AS u_estado, random() AS u_notas, random() AS u_nota,
      random() AS u_llamada, random() AS u_agenda, random() AS u_razon
    FROM generate_series(1, ${extra})`;
  const existing = `
    SELECT d.*, ${tipoCase('d.u_tipo')} AS tipo,
      (SELECT w.n FROM ger_clientes w WHERE w.created_on <= d.at ORDER BY w.created_on DESC, w.n DESC LIMIT 1)
        AS existentes
    FROM (${draws}) d`;
  return `
    INSERT INTO atenciones (tenant_id, cliente_id, comercial_id, tipo, estado, fecha_contacto, notas, tipo_llamada,
      fecha_agendado, razon_no_interesado, tipo_no_interesado, created_on, updated_on)
    SELECT ${options.tenantId}, w.id, e.comercial_id, e.tipo,
      CASE WHEN e.tipo = 'AGENDADO' AND e.u_estado < 0.3 THEN 'REPROGRAMADO' ELSE 'REALIZADO' END,
      e.at,
      CASE WHEN e.u_notas < 0.3 THEN ${textArray(NOTAS_CLIENTE)}[1 + floor(e.u_nota * ${NOTAS_CLIENTE.length})::int] END,
      CASE WHEN e.u_llamada < 0.8 THEN 'Saliente' ELSE 'Entrante' END,
      CASE WHEN e.tipo = 'AGENDADO'
           THEN least(date_trunc('hour', e.at + interval '1 day' * (1 + floor(e.u_agenda * 14))), now()) END,
      CASE WHEN e.tipo = 'NO_INTERESADO'
           THEN ${textArray(RAZONES_NO_INTERESADO)}[1 + floor(e.u_razon * ${RAZONES_NO_INTERESADO.length})::int] END,
      CASE WHEN e.tipo = 'NO_INTERESADO' THEN CASE WHEN e.u_agenda < 0.6 THEN 'Definitivo' ELSE 'Temporal' END END,
      e.at, e.at
    FROM (${existing}) e
    JOIN ger_clientes w ON w.n = 1 + floor(e.u_cliente * e.existentes)::int
    WHERE e.existentes IS NOT NULL`;
}

/** One unsold offer per new OFERTA attention (ids above `lastId`). */
const insertOffersSql = (tenantId: number, lastId: number) => `
  INSERT INTO ofertas (tenant_id, atencion_id, cliente_id, estado, tipo_oferta, isp, tipo_iva, precio_anterior,
    precio_total, segmento, cotizada_el, created_on, updated_on)
  SELECT a.tenant_id, a.id, a.cliente_id, (ARRAY[1, 2, 2, 3, 3, 5, 7])[1 + floor(random() * 7)::int]::smallint,
    CASE WHEN random() < 0.7 THEN 'PORTABILIDAD' ELSE 'ALTA NUEVA' END,
    (ARRAY['Movistar', 'Vodafone', 'Orange', 'Digi', 'MásMóvil'])[1 + floor(random() * 5)::int],
    CASE WHEN c.segmento = 'NEGOCIOS' THEN 'SIN IVA' ELSE 'CON IVA' END,
    round((30 + random() * 80)::numeric, 2), round((25 + random() * 70)::numeric, 2),
    c.segmento, a.updated_on, a.updated_on, a.updated_on
  FROM atenciones a JOIN clientes c ON c.tenant_id = a.tenant_id AND c.id = a.cliente_id
  WHERE a.tenant_id = ${tenantId} AND a.id > ${lastId} AND a.tipo = 'OFERTA'`;

/** Customers whose latest contact is now a new attention: updated_on and fecha_contacto follow it. */
const touchCustomersSql = (tenantId: number, lastId: number) => `
  WITH touched AS (
    UPDATE clientes c
    SET updated_on = m.at, fecha_contacto = (m.at AT TIME ZONE 'Europe/Madrid')::date
    FROM (
      SELECT cliente_id, max(updated_on) AS at FROM atenciones
      WHERE tenant_id = ${tenantId} AND id > ${lastId} GROUP BY cliente_id
    ) m
    WHERE c.tenant_id = ${tenantId} AND c.id = m.cliente_id AND m.at > c.updated_on
    RETURNING c.id, c.updated_on
  )
  INSERT INTO ger_tocados SELECT id, updated_on FROM touched`;

/** The search terms' copy of updated_on (the trigger that keeps it is off). */
const touchTermsSql = (tenantId: number) => `
  UPDATE clientes_terminos t SET updated_on = g.updated_on
  FROM ger_tocados g
  WHERE t.tenant_id = ${tenantId} AND t.cliente_id = g.id`;

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  log(`  ${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

/** How many attentions the tenant holds. */
export async function countAttentions(database: Database, tenantId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await database.owner.execute(
      sql`SELECT count(*)::int AS n FROM atenciones WHERE tenant_id = ${tenantId}`,
    ),
  );
  return row!.n;
}

/** Adds attentions until the tenant holds `target` (none when it already does). */
export async function topUpAttentions(database: Database, options: TopUpOptions): Promise<void> {
  const before = await countAttentions(database, options.tenantId);
  const extra = options.target - before;
  if (extra <= 0) {
    log(`attentions: ${before} already (≥ ${options.target})`);
    return;
  }
  log(`attentions: ${before} → ${options.target} (+${extra})`);
  const db = database.owner;
  await db.transaction(async (tx) => {
    const run = (text: string) => tx.execute(sql.raw(text));
    const step = (label: string, text: string) =>
      timed(label, async () => ((await run(text)) as { rowCount?: number }).rowCount ?? 0);
    await run(`SET LOCAL session_replication_role = replica`);
    await run(`SET LOCAL maintenance_work_mem = '512MB'`);
    await run(`SET LOCAL work_mem = '64MB'`);
    await run(`SET LOCAL synchronous_commit = off`);
    await run(`SELECT setseed(${options.seed})`);
    // New ids are above every id so far (one identity across tenants).
    const [last] = rowsOf<{ id: number }>(
      await run(`SELECT coalesce(max(id), 0)::int AS id FROM atenciones`),
    );
    await run(CREATE_WORKED_SQL(options.tenantId));
    await run(`CREATE INDEX ON ger_clientes (created_on, n)`);
    await run(`CREATE UNIQUE INDEX ON ger_clientes (n)`);
    await run(`ANALYZE ger_clientes`);
    await run(
      `CREATE TEMP TABLE ger_tocados (id int PRIMARY KEY, updated_on timestamptz NOT NULL) ON COMMIT DROP`,
    );
    const indexes = rowsOf<{ name: string; definition: string }>(await run(SECONDARY_INDEXES_SQL)).filter(
      (index) => index.definition.includes(' ON public.atenciones '),
    );
    for (const index of indexes) await run(`DROP INDEX ${index.name}`);
    const added = await step('atenciones', insertAttentionsSql(options, extra));
    await timed(`rebuild ${indexes.length} indexes of atenciones`, async () => {
      for (const index of indexes) await run(index.definition);
    });
    await step('ofertas (unsold)', insertOffersSql(options.tenantId, last!.id));
    const touched = await step('clientes touched', touchCustomersSql(options.tenantId, last!.id));
    await run(`ANALYZE ger_tocados`);
    await step('clientes_terminos updated_on', touchTermsSql(options.tenantId));
    await timed('proxima_llamada', () => run(`SELECT app_fill_clientes_proxima_llamada()`));
    await timed('gerencia_atendidos', () => run(`SELECT app_fill_gerencia_atendidos()`));
    log(`  ${added} attentions added, ${touched} customers touched`);
  });
  for (const table of ['atenciones', 'ofertas', 'clientes', 'clientes_terminos'])
    await timed(`VACUUM ANALYZE ${table}`, () => db.execute(sql.raw(`VACUUM (ANALYZE) ${table}`)));
}
