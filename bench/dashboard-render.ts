/**
 * The dashboard's first render in Chromium, on the demo data (issue 15: ≤ 1.5 s). The demo data is
 * seeded into an empty database, the real API serves the built web app (as `npm start`), and
 * Debian's headless Chromium signs in as the demo `comercial` and then as `manager`, each load in
 * a new browser context (empty HTTP cache and storage):
 *
 * - after login: from the "Log In" click until the dashboard's cards show their figures (the
 *   login call, the dashboard's code chunk fetched, every card's call);
 * - page load: then a full navigation to /dashBoard in the same tab (code in the HTTP cache, the
 *   figures asked again), from the navigation's start (the page's time origin) until the same.
 *
 * "Show their figures": every card of the screen is drawn (its `section`, titled) and none is still
 * a skeleton (`aria-busy`); or `[data-testid="dashboard-listo"]` once the screen renders one. The
 * charts come after the figures on purpose (use-graficos-despues.ts) and are not waited for.
 *
 *   npx tsx bench/dashboard-render.ts [--data-dir /tmp/dash-pglite] [--database-url postgres://…/ventas_bench_dashboard] [--runs 10]
 *
 * The web app must be built first (`npm run build -w @ventas/web`). Prints p50/p95; never fails.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { openDatabase } from '../apps/api/src/db/open-database';
import { seedDemoData } from '../apps/api/src/db/seed/demo-seed';
import { ensurePlatformData } from '../apps/api/src/db/seed/platform-data';
import { codeVersion, startServer } from './lib/api-server';
import { fixed, percentile, printTable } from './lib/load';

const { values: args } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    runs: { type: 'string', default: '10' },
    users: { type: 'string', default: 'comercial,manager' },
    chromium: { type: 'string', default: '/usr/bin/chromium-headless-shell' },
  },
});
const DEMO_PASSWORD = 'demo1234';
/** The cards the dashboard draws for every role (acciones, ventas, agendados, consecución, ranking). */
const CARDS = 5;

async function seed(): Promise<{ dataDir?: string; databaseUrl?: string }> {
  const target = args['database-url']
    ? { databaseUrl: args['database-url'] }
    : { dataDir: args['data-dir'] ?? mkdtempSync(join(tmpdir(), 'ventas-dashboard-')) };
  const database = await openDatabase(target);
  try {
    await ensurePlatformData(database);
    const seeded = await seedDemoData(database, 'admin');
    console.log(seeded ? 'demo data seeded' : 'database already had tenants: demo data kept as it was');
  } finally {
    await database.close();
  }
  return target;
}

// Code run in the page is given as text: this script is compiled without the DOM's types.
/**
 * When every card shows its figures: performance.now(), ms since the page's navigation began, or
 * with `absolute` the epoch ms (timeOrigin + now), comparable across a document change.
 */
const figuresShown = (absolute: boolean) => `new Promise((resolve) => {
  const at = () => ${absolute ? 'performance.timeOrigin + performance.now()' : 'performance.now()'};
  const ready = () => {
    if (document.querySelector('[data-testid="dashboard-listo"]')) return true;
    const cards = document.querySelectorAll('section[aria-labelledby]');
    return cards.length >= ${CARDS} && !document.querySelector('section[aria-labelledby] [aria-busy="true"]');
  };
  // Polled, not per frame: a page the browser does not draw gets no animation frames.
  const check = () => (ready() ? resolve(at()) : setTimeout(check, 5));
  check();
})`;

/** Cards showing the quiet "no data" sentence instead of figures: their call failed. */
const FAILED_CARDS = `[...document.querySelectorAll('section[aria-labelledby]')]
  .filter((card) => card.textContent.includes('Sin datos disponibles')).length`;

/** Each card's title and whether it is still a skeleton, for a load that never got ready. */
const CARDS_STATE = `[...document.querySelectorAll('section[aria-labelledby]')]
  .map((card) => card.querySelector('h2')?.textContent + (card.querySelector('[aria-busy="true"]') ? ' (loading)' : ''))
  .join(', ') + ' at ' + location.pathname`;

/** figuresShown in the page, or an error naming the cards' state after `timeoutMs`. */
async function waitForFigures(page: Page, absolute: boolean, timeoutMs = 30_000): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      void page.evaluate<string>(CARDS_STATE).then(
        (state) => reject(new Error(`dashboard not ready in ${timeoutMs} ms: ${state}`)),
        (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
      );
    }, timeoutMs);
  });
  try {
    return await Promise.race([page.evaluate<number>(figuresShown(absolute)), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function loadOnce(browser: Browser, baseUrl: string, username: string) {
  // A new context each load: an empty HTTP cache and storage, as a new browser.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-ES' });
  try {
    const page: Page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Usuario', { exact: true }).fill(username);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    const clicked = await page.evaluate<number>('performance.timeOrigin + performance.now()');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/dashBoard');
    const afterLogin = (await waitForFigures(page, true)) - clicked;
    let failed = await page.evaluate<number>(FAILED_CARDS);
    await page.goto(`${baseUrl}/dashBoard`);
    const pageLoad = await waitForFigures(page, false);
    failed += await page.evaluate<number>(FAILED_CARDS);
    return { afterLogin, pageLoad, failed };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const target = await seed();
  const server = await startServer({ ...target, tenant: 'demo', demoData: true });
  const browser = await chromium.launch({ executablePath: args.chromium, headless: true });
  const rows: Array<Array<string | number>> = [];
  const row = (name: string, values: number[]) => [
    name,
    values.length,
    fixed(Math.min(...values), 0),
    fixed(percentile(values, 50), 0),
    fixed(percentile(values, 95), 0),
    fixed(Math.max(...values), 0),
  ];
  try {
    console.log(
      `${codeVersion()}; API on ${server.baseUrl} (tenant demo), started in ${fixed(server.startSeconds)} s`,
    );
    for (const username of args.users.split(',')) {
      // One load first, not counted: the server's first requests warm its own caches.
      await loadOnce(browser, server.baseUrl, username);
      const afterLogin: number[] = [];
      const pageLoad: number[] = [];
      let failed = 0;
      for (let run = 0; run < Number(args.runs); run += 1) {
        const times = await loadOnce(browser, server.baseUrl, username);
        afterLogin.push(times.afterLogin);
        pageLoad.push(times.pageLoad);
        failed += times.failed;
      }
      if (failed)
        console.log(`${username}: ${failed} cards answered "Sin datos disponibles" (a call failed)`);
      rows.push(row(`${username}: after login`, afterLogin), row(`${username}: page load`, pageLoad));
      console.log(
        `${username}: ${afterLogin.map((ms) => fixed(ms, 0)).join(' ')} | ${pageLoad.map((ms) => fixed(ms, 0)).join(' ')}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  printTable(['dashboard figures shown', 'loads', 'min ms', 'p50 ms', 'p95 ms', 'max ms'], rows);
}

await main();
