/**
 * The offer configurator's first paint with the catalogue loaded, in Chromium, on the demo data
 * (issue 13: ≤ 1 s). The demo data is seeded into an empty database, the real API serves the
 * built web app, and Debian's headless Chromium signs in as the demo `comercial`, opens
 * Teletrabajo, and then — as a user does, inside the app (a page load of the configurator is sent
 * to calculadora, SPEC §2) — goes to the configurator of one of its customers. Timed from that
 * navigation until the offer's total is on screen and the first package's tariff list opens with
 * the tariffs of the customer's operator and segment, one frame later (painted):
 *
 * - cold: the first time in a browser (the configurator's code chunk and the catalogue both
 *   fetched);
 * - warm: again in the same tab after going back (chunk cached; catalogue read again unless
 *   the app's query cache still holds it).
 *
 *   npx tsx bench/configurator-paint.ts [--data-dir /tmp/paint-pglite] [--database-url postgres://…/ventas_bench_paint] [--runs 10]
 *
 * The web app must be built first (`npm run build -w @ventas/web`). Prints figures; never fails.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
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
    chromium: { type: 'string', default: '/usr/bin/chromium-headless-shell' },
  },
});
const DEMO_PASSWORD = 'demo1234';

async function seed(): Promise<{ dataDir?: string; databaseUrl?: string }> {
  const target = args['database-url']
    ? { databaseUrl: args['database-url'] }
    : { dataDir: args['data-dir'] ?? mkdtempSync(join(tmpdir(), 'ventas-paint-')) };
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

async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Usuario', { exact: true }).fill('comercial');
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname === '/dashBoard');
}

// Code run in the page is given as text: this script is compiled without the DOM's types.
const IN_APP_TO = (path: string) =>
  `(() => { const at = performance.now(); history.pushState({}, '', ${JSON.stringify(path)});
     dispatchEvent(new PopStateEvent('popstate', { state: history.state })); return at; })()`;
const NEXT_PAINT =
  'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))))';
const A_CUSTOMER = `(async () => {
  const answer = await fetch('/api/clientes/entradas/?itemsPerPage=1', {
    headers: { authorization: 'Bearer ' + (localStorage.getItem('access') ?? '') },
  });
  const first = (await answer.json()).results[0];
  if (!first) throw new Error('the demo Comercial has no customer');
  return first.id;
})()`;

/**
 * Navigates inside the app to the configurator and answers the ms until it is painted with the
 * catalogue loaded: the offer's total shown and the first package's tariff list opening with its
 * tariffs (what the agent does next), one frame later.
 */
async function timeConfigurator(page: Page, clienteId: number): Promise<number> {
  const start = await page.evaluate<number>(IN_APP_TO(`/offerconfigurator/${clienteId}`));
  await page.getByLabel('Total mensual').waitFor({ timeout: 30_000 });
  const tarifa = page
    .getByRole('region', { name: 'Paquete 1' })
    .getByRole('combobox', { name: 'Tarifa', exact: true });
  await tarifa.focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('listbox').getByRole('option').first().waitFor({ timeout: 30_000 });
  const end = await page.evaluate<number>(NEXT_PAINT);
  await page.keyboard.press('Escape');
  return end - start;
}

async function backToTeletrabajo(page: Page): Promise<void> {
  await page.evaluate(IN_APP_TO('/teletrabajo'));
  await page.getByRole('grid', { name: 'Clientes' }).waitFor();
}

async function main(): Promise<void> {
  const target = await seed();
  const server = await startServer({ ...target, tenant: 'demo', demoData: true });
  const browser = await chromium.launch({ executablePath: args.chromium, headless: true });
  const cold: number[] = [];
  const warm: number[] = [];
  try {
    console.log(
      `${codeVersion()}; API on ${server.baseUrl} (tenant demo), started in ${fixed(server.startSeconds)} s`,
    );
    for (let run = 0; run < Number(args.runs); run += 1) {
      // A new context each run: an empty HTTP cache and storage, as a new browser.
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-ES' });
      const page = await context.newPage();
      await signIn(page, server.baseUrl);
      await backToTeletrabajo(page);
      const clienteId = await page.evaluate<number>(A_CUSTOMER);
      cold.push(await timeConfigurator(page, clienteId));
      await backToTeletrabajo(page);
      warm.push(await timeConfigurator(page, clienteId));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const row = (name: string, values: number[]) => [
    name,
    values.length,
    fixed(Math.min(...values), 0),
    fixed(percentile(values, 50), 0),
    fixed(percentile(values, 95), 0),
    fixed(Math.max(...values), 0),
  ];
  printTable(
    ['first paint, catalogue loaded', 'runs', 'min ms', 'p50 ms', 'p95 ms', 'max ms'],
    [row('cold (new browser)', cold), row('warm (same tab, again)', warm)],
  );
}

await main();
