/**
 * Issue 31 §1 (decision 234): how long a callback takes from its time to the agent's screen, and
 * what the bell's reads cost the server for a floor of agents. Prints figures; never fails.
 *
 * 1. Delay. The demo is seeded into an empty database (embedded unless --database-url), the real
 *    API serves the built web app, and Debian's headless Chromium signs in as `comercial` in
 *    --tabs tabs (each an agent's tab, each its own browser context), after --callbacks callbacks
 *    were made through the API, the first due --lead-s seconds later and the next ones
 *    --every-ms apart. Each tab notes when its notice first shows each callback's name; the delay
 *    is that instant minus the callback's time, over every tab and callback.
 * 2. Load. --agents agents' per-minute reads (the due count and the next three days' list, two
 *    requests an agent a minute), spread evenly over --seconds, asked as the demo manager for
 *    each demo commercial in turn: latency, and the API's CPU per request and in all (cores).
 *
 *   npm run build -w @ventas/web && npx tsx bench/recordatorios.ts [--tabs 4] [--callbacks 10] [--agents 500]
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { openDatabase } from '../apps/api/src/db/open-database';
import { seedDemoData } from '../apps/api/src/db/seed/demo-seed';
import { ensurePlatformData } from '../apps/api/src/db/seed/platform-data';
import { codeVersion, startServer, type RunningServer } from './lib/api-server';
import { ApiSession, fixed, percentile, printTable } from './lib/load';

const { values: args } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    tabs: { type: 'string', default: '4' },
    callbacks: { type: 'string', default: '10' },
    'lead-s': { type: 'string', default: '45' },
    'every-ms': { type: 'string', default: '1500' },
    agents: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '60' },
    chromium: { type: 'string', default: '/usr/bin/chromium-headless-shell' },
  },
});
const DEMO_PASSWORD = 'demo1234';

async function seed(): Promise<{ dataDir?: string; databaseUrl?: string }> {
  const target = args['database-url']
    ? { databaseUrl: args['database-url'] }
    : { dataDir: args['data-dir'] ?? mkdtempSync(join(tmpdir(), 'ventas-recordatorios-')) };
  const database = await openDatabase(target);
  try {
    await ensurePlatformData(database);
    await seedDemoData(database, 'admin');
  } finally {
    await database.close();
  }
  return target;
}

// Code run in the page is given as text: this script is compiled without the DOM's types.
/** In the page: the first epoch ms at which each name showed in a callback notice. */
const WATCH_NOTICES = `(() => {
  window.__avisos = {};
  const look = () => {
    for (const aviso of document.querySelectorAll('[role="alertdialog"]')) {
      for (const link of aviso.querySelectorAll('a')) {
        const name = link.textContent;
        if (name && !(name in window.__avisos)) window.__avisos[name] = performance.timeOrigin + performance.now();
      }
    }
  };
  new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
  look();
})()`;

async function openTab(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Usuario', { exact: true }).fill('comercial');
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('button', { name: /^Agendados vencidos: \d+$/ }).waitFor();
  await page.evaluate(WATCH_NOTICES);
  return page;
}

/** A new customer of the Comercial's with a callback at `at`; its name. */
async function callbackAt(session: ApiSession, at: Date, k: number): Promise<string> {
  const token = await session.token();
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${session.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: number };
  };
  const nombre = `Aviso bench ${Date.now().toString(36)} ${k}`;
  const telefono = `69${String(Date.now() + k).slice(-7)}`;
  const cliente = await post('/api/clientes/entradas/', { nombre, telefonos_contacto: [telefono] });
  await post('/api/atenciones/entradas/', {
    cliente: cliente.id,
    tipo: 'AGENDADO',
    fechaAgendado: at.toISOString(),
    notas: 'bench/recordatorios.ts',
  });
  return nombre;
}

async function measureDelay(server: RunningServer): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: args.chromium, headless: true });
  try {
    // Made first, as an agent schedules a callback ahead of its time: the tabs read them on
    // opening (one made elsewhere later shows at the next minute's read, decision 234).
    const session = new ApiSession(server.baseUrl, 'comercial', DEMO_PASSWORD);
    const first = Date.now() + Number(args['lead-s']) * 1000;
    const due = new Map<string, number>();
    for (let k = 0; k < Number(args.callbacks); k += 1) {
      const at = first + k * Number(args['every-ms']);
      due.set(await callbackAt(session, new Date(at), k), at);
    }
    const tabs: Page[] = [];
    for (let k = 0; k < Number(args.tabs); k += 1) tabs.push(await openTab(browser, server.baseUrl));
    const last = Math.max(...due.values());
    if (Date.now() > first) console.log('the tabs opened after the first callback was due: raise --lead-s');
    console.log(`${due.size} callbacks due from ${new Date(first).toISOString()}, ${tabs.length} tabs`);
    await new Promise((resolve) => setTimeout(resolve, last - Date.now() + 10_000));
    const delays: number[] = [];
    let missed = 0;
    for (const page of tabs) {
      const shown = await page.evaluate<Record<string, number>>('window.__avisos');
      for (const [name, at] of due) {
        if (shown[name] === undefined) missed += 1;
        else delays.push(shown[name] - at);
      }
    }
    if (missed) console.log(`${missed} (tab, callback) pairs never showed a notice`);
    return delays;
  } finally {
    await browser.close();
  }
}

async function measureLoad(server: RunningServer) {
  const manager = new ApiSession(server.baseUrl, 'manager', DEMO_PASSWORD);
  const comerciales = (await manager.getJson<Array<{ id: number | null }>>('/api/comerciales/'))
    .map((c) => c.id)
    .filter((id): id is number => id !== null);
  const agents = Number(args.agents);
  const perSecond = (agents * 2) / 60;
  const total = Math.round(perSecond * Number(args.seconds));
  const latencies: number[] = [];
  let errors = 0;
  const cpuBefore = server.cpuSeconds();
  const started = performance.now();
  const inFlight: Array<Promise<void>> = [];
  for (let k = 0; k < total; k += 1) {
    const wait = started + (k / perSecond) * 1000 - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const comercial = comerciales[Math.floor(k / 2) % comerciales.length];
    const path =
      k % 2 === 0
        ? `/api/clientes/agendados/cuenta/?range=overdue&comercial=${comercial}`
        : `/api/clientes/agendados/?range=3days&comercial=${comercial}`;
    const sent = performance.now();
    inFlight.push(
      manager.load(path).then(
        (response) => {
          if (response.status !== 200) errors += 1;
          latencies.push(performance.now() - sent);
        },
        () => void (errors += 1),
      ),
    );
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - started) / 1000;
  const cpu = server.cpuSeconds() - cpuBefore;
  return { agents, perSecond, total, latencies, errors, seconds, cpu };
}

async function main(): Promise<void> {
  const target = await seed();
  const server = await startServer({ ...target, tenant: 'demo', demoData: true });
  try {
    console.log(`${codeVersion()}; API on ${server.baseUrl}, started in ${fixed(server.startSeconds)} s`);
    const delays = await measureDelay(server);
    const load = await measureLoad(server);
    printTable(
      ['due → shown', 'notices', 'min ms', 'p50 ms', 'p95 ms', 'max ms'],
      [
        [
          `${args.tabs} tabs × ${args.callbacks} callbacks`,
          delays.length,
          fixed(Math.min(...delays), 0),
          fixed(percentile(delays, 50), 0),
          fixed(percentile(delays, 95), 0),
          fixed(Math.max(...delays), 0),
        ],
      ],
    );
    printTable(
      ['bell reads', 'req/s', 'requests', 'errors', 'p50 ms', 'p95 ms', 'API CPU ms/req', 'API cores'],
      [
        [
          `${load.agents} agents, 2 a minute each`,
          fixed(load.perSecond, 1),
          load.latencies.length,
          load.errors,
          fixed(percentile(load.latencies, 50)),
          fixed(percentile(load.latencies, 95)),
          fixed((load.cpu * 1000) / Math.max(1, load.latencies.length), 2),
          fixed(load.cpu / load.seconds, 3),
        ],
      ],
    );
  } finally {
    await server.stop();
  }
}

await main();
