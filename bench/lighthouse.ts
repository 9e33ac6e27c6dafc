/**
 * Lighthouse's performance score on the login form, the Dashboard and Teletrabajo (issue 11,
 * issue 29 §7: ≥ 90 mobile, ≥ 95 desktop), on Debian's headless Chromium (never a downloaded one).
 *
 * Builds nothing: each `--builds` entry is a built web app directory (`npm run build -w @ventas/web`
 * writes apps/web/dist; copy it aside to keep a "before"). One API per build serves it
 * (WEB_DIST_DIR) from its own embedded database seeded with the demo data, and the builds are
 * measured alternately, run by run, so a load that comes and goes on a shared box falls on each.
 *
 * Every run is a new Chromium with an empty profile (nothing cached). For the logged-in pages the
 * script logs in through the API (POST /api/token/) and puts the pair where the app reads it
 * (localStorage `access` / `refresh`, apps/web/src/api/token-storage.ts), from a page of the same
 * origin that loads none of the app (/api/health/), and Lighthouse keeps that storage
 * (`disableStorageReset`). The page must end where it was asked: a redirect to /login fails the run.
 *
 *   npx tsx bench/lighthouse.ts [--builds after=apps/web/dist,before=/tmp/lh-before]
 *     [--pages login,dashboard,teletrabajo] [--presets mobile,desktop] [--runs 5]
 *     [--user comercial] [--out /tmp/lh-reports] [--chromium /usr/bin/chromium-headless-shell]
 *     [--trace]
 *
 * Prints every run, then per build, page and preset the medians of the runs: score, FCP, LCP, TBT,
 * CLS, the JavaScript transferred, and Lighthouse's benchmarkIndex (its CPU yardstick: a loaded box
 * shows as a low or spread index) with the load average. Never fails on a score.
 *
 * `--trace` (with `--out`) also keeps each run's Chrome trace with V8's CPU profile in it
 * (`<build>-<page>-<preset>-<run>.trace.json`, for DevTools' Performance panel or a script): what
 * the main thread spent its time on, by function. The profiler slows the page, so the scores of
 * a traced run are not comparable with those of an untraced one.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { Config, Flags, Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { openDatabase } from '../apps/api/src/db/open-database';
import { seedDemoData } from '../apps/api/src/db/seed/demo-seed';
import { ensurePlatformData } from '../apps/api/src/db/seed/platform-data';
import { codeVersion, REPO_ROOT, startServer, type RunningServer } from './lib/api-server';
import { fixed, loadAverage, percentile, printTable } from './lib/load';

const { values: args } = parseArgs({
  options: {
    builds: { type: 'string', default: 'current=apps/web/dist' },
    pages: { type: 'string', default: 'login,dashboard,teletrabajo' },
    presets: { type: 'string', default: 'mobile,desktop' },
    runs: { type: 'string', default: '5' },
    user: { type: 'string', default: 'comercial' },
    out: { type: 'string' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell' },
    trace: { type: 'boolean', default: false },
  },
});
const DEMO_PASSWORD = 'demo1234';
/** The paths measured; a logged-in page gets the session first. */
const PAGES: Record<string, { path: string; loggedIn: boolean }> = {
  login: { path: '/login', loggedIn: false },
  dashboard: { path: '/dashBoard', loggedIn: true },
  teletrabajo: { path: '/teletrabajo', loggedIn: true },
};
type Preset = 'mobile' | 'desktop';
/** Lighthouse's defaults are the mobile preset (Moto G Power, 4× CPU, slow 4G). */
const CONFIGS: Record<Preset, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

interface Build {
  name: string;
  dir: string;
  dataDir: string;
  server: RunningServer;
}

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** Bytes over the wire of every script, and how many. */
  jsBytes: number;
  jsFiles: number;
  benchmarkIndex: number;
  lcpElement: string;
}

async function seededDataDir(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ventas-lighthouse-'));
  const database = await openDatabase({ dataDir });
  try {
    await ensurePlatformData(database);
    await seedDemoData(database, 'admin');
  } finally {
    await database.close();
  }
  return dataDir;
}

async function startBuild(name: string, dir: string): Promise<Build> {
  const dataDir = await seededDataDir();
  // startServer hands its process's environment to the API: the build it serves goes there.
  process.env.WEB_DIST_DIR = resolve(REPO_ROOT, dir);
  const server = await startServer({ dataDir, tenant: 'demo', demoData: true, fromSource: true });
  const index = await fetch(`${server.baseUrl}/login`).then((response) => response.text());
  if (!index.includes('<div id="root">')) throw new Error(`${name}: ${dir} is not a built web app`);
  return { name, dir, dataDir, server };
}

async function tokensFor(baseUrl: string, username: string): Promise<{ access: string; refresh: string }> {
  const response = await fetch(`${baseUrl}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login as ${username}: HTTP ${response.status}`);
  return (await response.json()) as { access: string; refresh: string };
}

/** Stores the session in the new profile's localStorage, from a same-origin page with no app code. */
async function storeSession(port: number, baseUrl: string, username: string): Promise<void> {
  const tokens = await tokensFor(baseUrl, username);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/api/health/`);
    // Code run in the page is given as text: this script is compiled without the DOM's types.
    await page.evaluate(
      `localStorage.setItem('access', ${JSON.stringify(tokens.access)});
       localStorage.setItem('refresh', ${JSON.stringify(tokens.refresh)});`,
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

function figuresOf(lhr: Result): Figures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> })
    ?.items;
  const scripts = (requests ?? []).filter((item) => item.resourceType === 'Script');
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndex: numeric('speed-index'),
    jsBytes: scripts.reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 80) ?? '-',
  };
}

async function measureOnce(build: Build, pageName: string, preset: Preset, run: number): Promise<Figures> {
  const page = PAGES[pageName]!;
  const url = `${build.server.baseUrl}${page.path}`;
  const chrome = await chromeLauncher.launch({
    chromePath: args.chromium,
    // Root in a container has no sandbox; the headless shell needs no --headless flag.
    chromeFlags: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    if (page.loggedIn) await storeSession(chrome.port, build.server.baseUrl, args.user);
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The profile is new (nothing cached); what the storage holds is the session just stored.
      disableStorageReset: true,
      ...(args.trace ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    };
    const result = await lighthouse(url, flags, CONFIGS[preset]);
    if (!result) throw new Error(`${url}: Lighthouse returned nothing`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== page.path) throw new Error(`${url}: the page ended at ${landed}`);
    if (args.out) {
      mkdirSync(args.out, { recursive: true });
      const name = `${build.name}-${pageName}-${preset}-${run}`;
      writeFileSync(join(args.out, `${name}.json`), JSON.stringify(lhr));
      if (args.trace)
        writeFileSync(join(args.out, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
    }
    return figuresOf(lhr);
  } finally {
    chrome.kill();
  }
}

const kb = (bytes: number) => fixed(bytes / 1024, 1);
const ms = (value: number) => fixed(value, 0);

async function main(): Promise<void> {
  const runs = Number(args.runs);
  const pages = args.pages.split(',');
  const presets = args.presets.split(',') as Preset[];
  for (const name of pages) if (!PAGES[name]) throw new Error(`unknown page ${name}`);
  for (const preset of presets) if (!(preset in CONFIGS)) throw new Error(`unknown preset ${preset}`);
  if (args.trace && !args.out) throw new Error('--trace keeps the traces in --out: give it a directory');
  const builds: Build[] = [];
  const loads: number[] = [loadavg()[0]!];
  try {
    for (const entry of args.builds.split(',')) {
      const [name, dir] = entry.includes('=') ? entry.split('=', 2) : [entry, entry];
      builds.push(await startBuild(name!, dir!));
    }
    console.log(`${codeVersion()}; load average ${loadAverage()}; Chromium ${args.chromium}`);
    for (const build of builds) console.log(`${build.name}: ${build.dir} served on ${build.server.baseUrl}`);
    const results = new Map<string, Figures[]>();
    // Run by run, every page, preset and build in turn: before and after alternate.
    for (let run = 1; run <= runs; run += 1) {
      for (const pageName of pages) {
        for (const preset of presets) {
          for (const build of builds) {
            const figures = await measureOnce(build, pageName, preset, run);
            loads.push(loadavg()[0]!);
            const key = `${build.name}|${pageName}|${preset}`;
            results.set(key, [...(results.get(key) ?? []), figures]);
            console.log(
              `run ${run} ${build.name} ${pageName} ${preset}: score ${figures.score}, FCP ${ms(figures.fcp)}, ` +
                `LCP ${ms(figures.lcp)}, TBT ${ms(figures.tbt)}, CLS ${fixed(figures.cls, 3)}, ` +
                `JS ${kb(figures.jsBytes)} KB/${figures.jsFiles}, benchmarkIndex ${figures.benchmarkIndex}, ` +
                `load ${loadavg()[0]!.toFixed(2)}, LCP element ${figures.lcpElement}`,
            );
          }
        }
      }
    }
    const median = (values: number[]) => percentile(values, 50);
    const rows = [...results].map(([key, list]) => {
      const [build, page, preset] = key.split('|');
      const of = (pick: (figures: Figures) => number) => median(list.map(pick));
      const indexes = list.map((figures) => figures.benchmarkIndex);
      return [
        page!,
        preset!,
        build!,
        of((f) => f.score),
        ms(of((f) => f.fcp)),
        ms(of((f) => f.lcp)),
        ms(of((f) => f.tbt)),
        fixed(
          of((f) => f.cls),
          3,
        ),
        `${kb(of((f) => f.jsBytes))} KB, ${of((f) => f.jsFiles)} files`,
        `${Math.min(...indexes)}–${Math.max(...indexes)}`,
      ];
    });
    rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])) || String(a[1]).localeCompare(String(b[1])));
    console.log(
      `\nMedians of ${runs} runs; load average (1 min) during the runs ${fixed(Math.min(...loads), 2)}–${fixed(Math.max(...loads), 2)}`,
    );
    printTable(
      [
        'page',
        'preset',
        'build',
        'score',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'CLS',
        'JS transferred',
        'benchmarkIndex',
      ],
      rows,
    );
  } finally {
    for (const build of builds) {
      await build.server.stop();
      rmSync(build.dataDir, { recursive: true, force: true });
    }
  }
}

await main();
