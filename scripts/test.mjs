#!/usr/bin/env node
// `npm test`: system packages, a fresh web build (e2e drives the built app),
// then every Vitest project (domain, web, api, e2e; see vitest.config.ts).
// Ends with one summary line, `<n> passed, <n> failed, <n> skipped`, and fails
// if Vitest failed, any test failed or none passed.
// Extra arguments go to Vitest: `npm test -- --project api`.
//
// The whole suite runs in two lanes at once: the API suite then the browser journeys, beside
// every other project. A journey spends most of its time waiting on Chromium and the server, so
// on two cores the unit suites fill that wait (the journeys are built to pass beside CPU-bound
// work: `npm run test:under-load`). With arguments, one Vitest run as asked.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureSystemDeps, resolveChromiumPath } from './ensure-system-deps.mjs';
import { isExecutable, repoRoot, spawnForwarding } from './lib/proc.mjs';

const vitestArgs = process.argv.slice(2);

/** Projects named with --project x / --project=x (none: all of them). */
function requestedProjects(args) {
  const names = [];
  args.forEach((arg, i) => {
    if (arg === '--project' && args[i + 1]) names.push(args[i + 1]);
    else if (arg.startsWith('--project=')) names.push(arg.slice('--project='.length));
  });
  return names;
}

// Only e2e needs the built app and a browser. Smaller runs, like CI's second
// API pass on PostgreSQL, skip the build and the package check to save time.
const projects = requestedProjects(vitestArgs);
const needsBrowser = projects.length === 0 || projects.some((p) => p.includes('e2e') || /[*?]/.test(p));

const vitest = path.join(repoRoot, 'node_modules/.bin/vitest');
const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');

/** Builds the web app the journeys drive, unless this checkout's build may serve. */
async function buildWeb() {
  // CI's second whole run (scripts/test-at.mjs after `npm test`, same checkout) sets this: the
  // build it would make is the one the first run just made.
  if (process.env.VENTAS_REUSE_WEB_BUILD === '1' && fs.existsSync(webIndex)) {
    console.log(`Web ya construida en esta copia: ${path.relative(repoRoot, webIndex)}`);
    return;
  }
  const code = await spawnForwarding(
    'npm',
    ['run', 'build', '-w', '@ventas/web'],
    { cwd: repoRoot },
    '[build] ',
  );
  if (code !== 0) throw new Error(`La construcción de la web terminó con código ${code}`);
}

try {
  if (!isExecutable(vitest)) throw new Error("Falta vitest: ejecute 'npm install'");
  if (needsBrowser) {
    await ensureSystemDeps({ for: 'test' });
  } else {
    // The API renders PDFs too: hand it the browser if there is one.
    const chromium = resolveChromiumPath();
    if (chromium) process.env.CHROMIUM_PATH = chromium;
  }
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
// Started now, awaited by the lane that drives the browser: the other lane needs no build.
const webBuilt = needsBrowser ? buildWeb() : Promise.resolve();
webBuilt.catch(() => {});

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ventas-vitest-'));
/**
 * Every project's name, from the root config's list and each project's own config: a project
 * added later lands in the first lane by itself.
 */
function projectNames() {
  const rootConfig = fs.readFileSync(path.join(repoRoot, 'vitest.config.ts'), 'utf8');
  // An entry is a folder (its vitest.config.ts) or a config file of its own.
  return [...rootConfig.matchAll(/'([^']+)'/g)]
    .map((match) =>
      path.join(repoRoot, match[1].endsWith('.ts') ? match[1] : path.join(match[1], 'vitest.config.ts')),
    )
    .filter((file) => fs.existsSync(file))
    .map((file) => /name:\s*'([^']+)'/.exec(fs.readFileSync(file, 'utf8'))?.[1])
    .filter(Boolean);
}

// The API suite runs before the journeys in their lane (groupOrder 2, then 3): measured in CI,
// the journeys alone took 381 s beside 828 s for everything else.
const SECOND_LANE = ['api', 'e2e'];
const projectArgs = (names) => names.flatMap((name) => ['--project', name]);
const lanes =
  vitestArgs.length === 0
    ? [
        {
          name: 'unidad',
          // Two workers, not Vitest's default of one per core but one (1 on this box): when the other
          // lane ends first, its core would otherwise sit idle for the unit lane's last minutes
          // (measured in CI: 776 s against 1,069 s; 821 against ~1,150).
          // It also takes the API suite's slowest files once its own are done (groupOrder 2):
          // without them the other lane ended ~170 s later (apps/api/vitest.config.ts).
          args: [
            ...projectArgs([...projectNames().filter((name) => !SECOND_LANE.includes(name)), 'api']),
            '--maxWorkers=2',
          ],
          env: { VENTAS_API_FILES: 'lento' },
        },
        {
          name: 'api+e2e',
          args: projectArgs(SECOND_LANE),
          env: { VENTAS_API_FILES: 'resto' },
          prefix: '[api+e2e] ',
          afterBuild: true,
        },
      ]
    : [{ name: 'vitest', args: vitestArgs, afterBuild: needsBrowser }];

/** One Vitest run; its JSON report's counts, or null when it left none. */
async function runLane(lane, index) {
  if (lane.afterBuild) {
    try {
      await webBuilt;
    } catch (err) {
      console.error(err.message);
      return { lane, code: 1, results: null };
    }
  }
  const report = path.join(outDir, `vitest-${index}.json`);
  const args = ['run', '--reporter=default', '--reporter=json', `--outputFile=${report}`, ...lane.args];
  const env = { ...process.env, ...lane.env };
  const code = await spawnForwarding(vitest, args, { cwd: repoRoot, env }, lane.prefix ?? null);
  let results = null;
  try {
    results = JSON.parse(fs.readFileSync(report, 'utf8'));
  } catch {
    console.error(`Vitest (${lane.name}) terminó (código ${code}) sin dejar su informe JSON`);
  }
  return { lane, code, results };
}

const runs = await Promise.all(lanes.map(runLane));
// VENTAS_KEEP_REPORTS=1 keeps each lane's JSON report (per-file durations, to balance the lanes).
if (process.env.VENTAS_KEEP_REPORTS !== '1') fs.rmSync(outDir, { recursive: true, force: true });

const count = (key) => runs.reduce((sum, run) => sum + (run.results?.[key] ?? 0), 0);
const passed = count('numPassedTests');
const failed = count('numFailedTests');
const skipped = count('numPendingTests') + count('numTodoTests');
if (runs.length > 1) {
  for (const { lane, code, results } of runs) {
    const lanePassed = results?.numPassedTests ?? 0;
    const laneFailed = results?.numFailedTests ?? 0;
    console.log(`${lane.name}: ${lanePassed} passed, ${laneFailed} failed (código ${code})`);
  }
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
// A lane that ran nothing fails the run as one that failed: never a silent skip.
const failedRun = runs.find(
  (run) =>
    run.code !== 0 || !run.results || run.results.numFailedTests > 0 || run.results.numPassedTests === 0,
);
process.exitCode = failedRun ? failedRun.code || 1 : 0;
