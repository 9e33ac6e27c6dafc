/**
 * The offers pipeline board's first paint in Chromium (issue 31 §2: "At 1M customers and 300k
 * offers, the offers pipeline board's first paint is ≤ 1.5 s"). bench/gerencia.ts measured the
 * API's side (`pipeline`, `pipelineColumna`); this measures what a person waits for at /ofertas
 * (route `ofertas`, features/pipeline/components/pipeline-screen.tsx).
 *
 * Data: PostgreSQL, bench/gerencia.ts's tenant (lib/gerencia-tenant.ts: 1M customers, 50
 * commercials in the team of `manager`, ~3M attentions, one unsold offer per OFERTA attention:
 * ~0.35M offers, created uniformly over the last 12 months up to now). It is made when the tenant
 * is missing (~15 min) and reused as it is otherwise (`--reseed` makes it again). The board shows
 * by default the offers created in this calendar month (Madrid; periodo-pipeline.ts), so the
 * month's days up to today hold the offers it counts: printed before the table.
 *
 * The real API serves the built web app (as `npm start`), and Debian's headless Chromium opens the
 * board as the tenant's Manager (every commercial's offers) and as one Comercial (`comercial01`,
 * the one with the most customers: a Comercial sees the offers of their own customers and of the
 * unassigned ones, cliente-scope.ts), each load in a new browser context (empty HTTP cache and
 * storage):
 *
 * - page load: the session already stored (`access`/`refresh` in localStorage, as
 *   bench/lighthouse.ts stores them, from a same-origin page with no app code), a navigation to
 *   /ofertas, from the navigation's start (the page's time origin) until the board is shown; every
 *   file comes from the server (nothing cached);
 * - after login: /login?next=/ofertas (where a visitor with no session who opens /ofertas is sent),
 *   from the "Log In" click until the same (the login call, the user detail, the screen's chunk,
 *   the board's calls);
 * - reload: then a full navigation to /ofertas in that tab (code in the HTTP cache, the figures
 *   asked again), from the navigation's start, as bench/dashboard-render.ts's "page load".
 *
 * "The board is shown" (the DOM signal), read from pipeline-screen.tsx and columna-pipeline.tsx:
 * the board (`[role="group"][aria-label="Pipeline de ofertas"]`) holds its 7 columns (a `section`
 * each, COLUMNAS_PIPELINE), every column's header `h2` shows its count ("1.234 ofertas"; "…" until
 * the board's sums, GET …/ofertas/pipeline/, answer), no column holds its loading skeleton (an
 * `li` MUI Skeleton, aria-hidden: the screen sets no aria-busy, while the sums or the column's
 * first page of cards, GET …/pipeline/tarjetas/?estado=, are pending), and every column shows its
 * first cards (an `li` card in its list), or "Sin ofertas" when its count is 0, or its error
 * button (counted as failed). The sums line of the filter bar is not waited for: it comes with
 * the same call as the headers. When each column got its count and its cards is noted too, to name
 * a column that fills late, and (the browser's Resource Timing) when the sums' call and the
 * columns' card calls were sent and answered (since session 22 with the sums, not after them).
 *
 *   npx tsx bench/pipeline-render.ts --database-url postgres://postgres@127.0.0.1:5432/ventas_bench_pipeline [--runs 10]
 *
 * Options (defaults): --runs 10, --users manager,comercial01, --tenant benchgerencia,
 * --password bench1234, --reseed, --chromium /usr/bin/chromium-headless-shell; when seeding, as
 * bench/gerencia.ts: --customers 1000000, --commercials 50, --months 12, --sales-per-month 40,
 * --attentions 3000000, --seed 0.27.
 *
 * The web app must be built first (`npm run build -w @ventas/web`). Prints min/p50/p95/max; never fails.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { madridToday } from '@ventas/domain/time/madrid';
import { codeVersion, REPO_ROOT, startServer } from './lib/api-server';
import { makeGerenciaTenant, type GerenciaTenant } from './lib/gerencia-tenant';
import { fixed, loadAverage, percentile, printTable } from './lib/load';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    tenant: { type: 'string', default: 'benchgerencia' },
    password: { type: 'string', default: 'bench1234' },
    runs: { type: 'string', default: '10' },
    users: { type: 'string', default: 'manager,comercial01' },
    chromium: { type: 'string', default: '/usr/bin/chromium-headless-shell' },
    reseed: { type: 'boolean', default: false },
    customers: { type: 'string', default: '1000000' },
    commercials: { type: 'string', default: '50' },
    months: { type: 'string', default: '12' },
    'sales-per-month': { type: 'string', default: '40' },
    attentions: { type: 'string', default: '3000000' },
    seed: { type: 'string', default: '0.27' },
  },
});
const databaseUrl = args['database-url'];
if (!databaseUrl)
  throw new Error('--database-url is required (PostgreSQL: issue 31 §2 sets its target there)');
/** The board's columns (COLUMNAS_PIPELINE: Pendiente, Presentada, … one per status). */
const COLUMNS = 7;
const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

/** bench/gerencia.ts's tenant: reused when it is there (and not `--reseed`), made otherwise. */
async function tenant(): Promise<GerenciaTenant> {
  const options = {
    databaseUrl: databaseUrl!,
    subdomain: args.tenant,
    password: args.password,
    customers: Number(args.customers),
    commercials: Number(args.commercials),
    months: Number(args.months),
    salesPerMonth: Number(args['sales-per-month']),
    seed: Number(args.seed),
    attentions: Number(args.attentions),
  };
  if (!args.reseed) {
    try {
      return await makeGerenciaTenant({ ...options, skipSeed: true });
    } catch (error) {
      if (!(error instanceof Error && error.message.startsWith('No tenant'))) throw error;
      log(`no tenant ${args.tenant} yet: seeding it (~15 min at 1M customers)`);
    }
  }
  return makeGerenciaTenant({ ...options, skipSeed: false });
}

/** What the board counts: the tenant's customers and offers, and those created this Madrid month. */
async function describeData(tenantId: number, month: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ clientes: number; ofertas: number; mes: number }>(
      `SELECT (SELECT count(*)::int FROM clientes WHERE tenant_id = $1) AS clientes,
              (SELECT count(*)::int FROM ofertas WHERE tenant_id = $1) AS ofertas,
              (SELECT count(*)::int FROM ofertas WHERE tenant_id = $1
                 AND to_char(created_on AT TIME ZONE 'Europe/Madrid', 'YYYY-MM') = $2) AS mes`,
      [tenantId, month],
    );
    const row = rows[0]!;
    return `${row.clientes} customers, ${row.ofertas} offers, ${row.mes} created in ${month} (the board's default period)`;
  } finally {
    await client.end();
  }
}

// Code run in the page is given as text: this script is compiled without the DOM's types.
/**
 * When the board is shown (the header's signal): `at` is performance.now(), ms since the page's
 * navigation began, or with `absolute` the epoch ms (timeOrigin + now), comparable across a
 * document change; with each column's label, count, and when its count and its cards showed.
 */
const boardShown = (absolute: boolean) => `new Promise((resolve) => {
  const at = () => ${absolute ? 'performance.timeOrigin + performance.now()' : 'performance.now()'};
  const seen = new Map();
  const columnState = (column) => {
    const header = column.querySelector('h2');
    const text = header ? header.textContent.trim() : '…';
    const counted = text !== '…' && /\\d/.test(text);
    const skeleton = column.querySelector('.MuiSkeleton-root, li[aria-hidden="true"]') !== null;
    const cards = column.querySelectorAll('ul > li:not(.MuiSkeleton-root):not([aria-hidden="true"])').length;
    const empty = column.textContent.includes('Sin ofertas');
    const failed = column.textContent.includes('No se han podido cargar');
    return {
      label: header && header.previousElementSibling ? header.previousElementSibling.textContent.trim() : '?',
      count: counted ? Number(text.replace(/\\D/g, '')) : null,
      counted,
      filled: counted && !skeleton && (cards > 0 || empty || failed),
      failed,
    };
  };
  const check = () => {
    const board = document.querySelector('[role="group"][aria-label="Pipeline de ofertas"]');
    const columns = board ? [...board.querySelectorAll('section')] : [];
    const states = columns.map(columnState);
    const now = at();
    states.forEach((state, i) => {
      const times = seen.get(i) ?? { countAt: null, filledAt: null };
      if (state.counted && times.countAt === null) times.countAt = now;
      if (state.filled && times.filledAt === null) times.filledAt = now;
      seen.set(i, times);
    });
    if (states.length >= ${COLUMNS} && states.every((state) => state.filled)) {
      resolve({
        at: now,
        path: location.pathname,
        // The board's calls, as the browser timed them (on the same clock as at()).
        calls: performance.getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/api/atenciones/ofertas/pipeline/'))
          .map((entry) => ({
            cards: entry.name.includes('/tarjetas/'),
            start: ${absolute ? 'performance.timeOrigin + ' : ''}entry.startTime,
            end: ${absolute ? 'performance.timeOrigin + ' : ''}entry.responseEnd,
          })),
        columns: states.map((state, i) => ({ ...state, ...seen.get(i) })),
      });
    } else setTimeout(check, 5); // Polled, not per frame: a page the browser does not draw gets no frames.
  };
  check();
})`;

/** Each column's header and whether it still loads, for a load that never got ready. */
const BOARD_STATE = `(() => {
  const board = document.querySelector('[role="group"][aria-label="Pipeline de ofertas"]');
  if (!board) return 'no board at ' + location.pathname;
  return [...board.querySelectorAll('section')]
    .map((c) => (c.querySelector('h2')?.textContent ?? '?') + (c.querySelector('.MuiSkeleton-root') ? ' (loading)' : ''))
    .join(', ') + ' at ' + location.pathname;
})()`;

interface ColumnSeen {
  label: string;
  count: number | null;
  failed: boolean;
  countAt: number | null;
  filledAt: number | null;
}
interface Call {
  /** A column's cards (…/pipeline/tarjetas/), or the board's sums (…/pipeline/). */
  cards: boolean;
  start: number;
  end: number;
}
interface Shown {
  at: number;
  path: string;
  calls: Call[];
  columns: ColumnSeen[];
}

/** boardShown in the page, or an error naming the columns' state after `timeoutMs`. */
async function waitForBoard(page: Page, absolute: boolean, timeoutMs = 60_000): Promise<Shown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      void page.evaluate<string>(BOARD_STATE).then(
        (state) => reject(new Error(`board not shown in ${timeoutMs} ms: ${state}`)),
        (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
      );
    }, timeoutMs);
  });
  try {
    const shown = await Promise.race([page.evaluate<Shown>(boardShown(absolute)), late]);
    if (shown.path !== '/ofertas') throw new Error(`the board ended at ${shown.path}`);
    return shown;
  } finally {
    clearTimeout(timer);
  }
}

async function tokensFor(baseUrl: string, username: string): Promise<{ access: string; refresh: string }> {
  const response = await fetch(`${baseUrl}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: args.password }),
  });
  if (!response.ok) throw new Error(`login as ${username}: HTTP ${response.status}`);
  return (await response.json()) as { access: string; refresh: string };
}

/** A new context: an empty HTTP cache and storage, as a new browser. */
const newContext = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
  });

/** Times of one load, relative to its start (navigation start or the click). */
interface Load {
  ms: number;
  calls: Call[];
  columns: ColumnSeen[];
}

const relative = (shown: Shown, start: number): Load => ({
  ms: shown.at - start,
  calls: shown.calls.map((call) => ({ ...call, start: call.start - start, end: call.end - start })),
  columns: shown.columns.map((column) => ({
    ...column,
    countAt: column.countAt === null ? null : column.countAt - start,
    filledAt: column.filledAt === null ? null : column.filledAt - start,
  })),
});

/** Page load: the session stored first (lighthouse.ts's storeSession), then /ofertas opened. */
async function pageLoad(browser: Browser, baseUrl: string, username: string): Promise<Load> {
  const tokens = await tokensFor(baseUrl, username);
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/api/health/`);
    await page.evaluate(
      `localStorage.setItem('access', ${JSON.stringify(tokens.access)});
       localStorage.setItem('refresh', ${JSON.stringify(tokens.refresh)});`,
    );
    await page.goto(`${baseUrl}/ofertas`);
    return relative(await waitForBoard(page, false), 0);
  } finally {
    await context.close();
  }
}

/** After login (from the click), then a reload of /ofertas in the same tab (code cached). */
async function afterLogin(browser: Browser, baseUrl: string, username: string): Promise<[Load, Load]> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login?next=${encodeURIComponent('/ofertas')}`);
    await page.getByLabel('Usuario', { exact: true }).fill(username);
    await page.getByLabel('Contraseña', { exact: true }).fill(args.password);
    const clicked = await page.evaluate<number>('performance.timeOrigin + performance.now()');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/ofertas');
    const login = relative(await waitForBoard(page, true), clicked);
    await page.goto(`${baseUrl}/ofertas`);
    const reload = relative(await waitForBoard(page, false), 0);
    return [login, reload];
  } finally {
    await context.close();
  }
}

const KINDS = ['page load', 'after login', 'reload (code cached)'] as const;
type Kind = (typeof KINDS)[number];

async function loadsOf(browser: Browser, baseUrl: string, username: string): Promise<Record<Kind, Load>> {
  const page = await pageLoad(browser, baseUrl, username);
  const [login, reload] = await afterLogin(browser, baseUrl, username);
  return { 'page load': page, 'after login': login, 'reload (code cached)': reload };
}

const stats = (values: number[]) => [
  values.length,
  fixed(Math.min(...values), 0),
  fixed(percentile(values, 50), 0),
  fixed(percentile(values, 95), 0),
  fixed(Math.max(...values), 0),
];

/** Per column: p50 of when its count showed and of when its cards showed, and how often it was last. */
function columnReport(username: string, kind: Kind, loads: Load[]): string {
  const first = loads[0]!.columns;
  const last = new Map<number, number>();
  for (const load of loads) {
    const filled = load.columns.map((column) => column.filledAt ?? Number.POSITIVE_INFINITY);
    const i = filled.indexOf(Math.max(...filled));
    last.set(i, (last.get(i) ?? 0) + 1);
  }
  const parts = first.map((column, i) => {
    const counts = loads.map((load) => load.columns[i]?.countAt ?? Number.NaN);
    const filled = loads.map((load) => load.columns[i]?.filledAt ?? Number.NaN);
    const lastTimes = last.get(i) ? `, last ${last.get(i)}×` : '';
    return `${column.label} (${column.count ?? '?'}): count ${fixed(percentile(counts, 50), 0)}, cards ${fixed(percentile(filled, 50), 0)}${lastTimes}`;
  });
  return `${username} ${kind}, p50 ms per column: ${parts.join('; ')}`;
}

/** p50 of when the board's calls went and came back: the sums, then the columns' first cards. */
function callReport(username: string, kind: Kind, loads: Load[]): string {
  const p50 = (pick: (load: Load) => number) => fixed(percentile(loads.map(pick), 50), 0);
  const sums = (load: Load) => load.calls.find((call) => !call.cards);
  const cards = (load: Load) => load.calls.filter((call) => call.cards);
  return (
    `${username} ${kind}, p50 ms: the sums' call sent ${p50((l) => sums(l)?.start ?? Number.NaN)}, ` +
    `answered ${p50((l) => sums(l)?.end ?? Number.NaN)} (took ${p50((l) => (sums(l) ? sums(l)!.end - sums(l)!.start : Number.NaN))}); ` +
    `${p50((l) => cards(l).length)} card calls, first sent ${p50((l) => Math.min(...cards(l).map((c) => c.start)))}, ` +
    `last answered ${p50((l) => Math.max(...cards(l).map((c) => c.end)))}, ` +
    `slowest took ${p50((l) => Math.max(...cards(l).map((c) => c.end - c.start)))}`
  );
}

async function main(): Promise<void> {
  const built = statSync(join(REPO_ROOT, 'apps/web/dist/index.html'), { throwIfNoEntry: false });
  if (!built) throw new Error('apps/web/dist is missing: npm run build -w @ventas/web');
  log(`pipeline-render: PostgreSQL, tenant ${args.tenant}; load average ${loadAverage()}`);
  const made = await tenant();
  const month = madridToday().slice(0, 7);
  log(`tenant ${made.tenantId}: ${await describeData(made.tenantId, month)}`);
  const server = await startServer({ databaseUrl, tenant: args.tenant });
  const browser = await chromium.launch({ executablePath: args.chromium, headless: true });
  const rows: Array<Array<string | number>> = [];
  const notes: string[] = [];
  try {
    log(
      `${codeVersion()}; web app built ${built.mtime.toISOString()}; API on ${server.baseUrl}, ` +
        `started in ${fixed(server.startSeconds)} s`,
    );
    for (const username of args.users.split(',')) {
      // One round first, not counted: the server's and PostgreSQL's first reads warm their caches.
      const warm = await loadsOf(browser, server.baseUrl, username);
      const total = warm['page load'].columns.reduce((sum, column) => sum + (column.count ?? 0), 0);
      log(
        `${username}: the board shows ${total} offers: ` +
          warm['page load'].columns.map((column) => `${column.label} ${column.count ?? '?'}`).join(', '),
      );
      const loads: Record<Kind, Load[]> = { 'page load': [], 'after login': [], 'reload (code cached)': [] };
      for (let run = 0; run < Number(args.runs); run += 1) {
        const once = await loadsOf(browser, server.baseUrl, username);
        for (const kind of KINDS) loads[kind].push(once[kind]);
      }
      for (const kind of KINDS) {
        const times = loads[kind].map((load) => load.ms);
        const failed = loads[kind].reduce((n, load) => n + load.columns.filter((c) => c.failed).length, 0);
        if (failed) notes.push(`${username} ${kind}: ${failed} columns showed "No se han podido cargar"`);
        rows.push([`${username}: ${kind}`, ...stats(times)]);
        log(`${username} ${kind}: ${times.map((ms) => fixed(ms, 0)).join(' ')}`);
        notes.push(callReport(username, kind, loads[kind]), columnReport(username, kind, loads[kind]));
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`\n${notes.join('\n')}`);
  console.log(
    `\nPostgreSQL, tenant ${args.tenant}; ${codeVersion()}; Chromium headless, a new context per load; ` +
      `load average at end ${loadAverage()}`,
  );
  printTable(['pipeline board shown', 'loads', 'min ms', 'p50 ms', 'p95 ms', 'max ms'], rows);
}

await main();
