#!/usr/bin/env node
// `npm test`: system packages, a fresh web build (e2e drives the built app),
// then every Vitest project (domain, web, api, e2e; see vitest.config.ts).
// Ends with one summary line, `<n> passed, <n> failed, <n> skipped`, and fails
// if Vitest failed, any test failed or none passed.
// Extra arguments go to Vitest: `npm test -- --project api`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureSystemDeps, resolveChromiumPath } from './ensure-system-deps.mjs';
import { isExecutable, repoRoot, runOk, spawnForwarding } from './lib/proc.mjs';

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
try {
  if (!isExecutable(vitest)) throw new Error("Falta vitest: ejecute 'npm install'");
  if (needsBrowser) {
    await ensureSystemDeps({ for: 'test' });
    // CI's second whole run (scripts/test-at.mjs after `npm test`, same checkout) sets this: the
    // build it would make is the one the first run just made.
    if (process.env.VENTAS_REUSE_WEB_BUILD === '1' && fs.existsSync(webIndex)) {
      console.log(`Web ya construida en esta copia: ${path.relative(repoRoot, webIndex)}`);
    } else {
      runOk('npm', ['run', 'build', '-w', '@ventas/web'], { cwd: repoRoot, stdio: 'inherit' });
    }
  } else {
    // The API renders PDFs too: hand it the browser if there is one.
    const chromium = resolveChromiumPath();
    if (chromium) process.env.CHROMIUM_PATH = chromium;
  }
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ventas-vitest-'));
const report = path.join(outDir, 'vitest.json');
const args = ['run', '--reporter=default', '--reporter=json', `--outputFile=${report}`];
const code = await spawnForwarding(vitest, [...args, ...vitestArgs], { cwd: repoRoot });

let results;
try {
  results = JSON.parse(fs.readFileSync(report, 'utf8'));
} catch {
  console.error(`Vitest terminó (código ${code}) sin dejar su informe JSON`);
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
if (!results) process.exit(code || 1);

const passed = results.numPassedTests ?? 0;
const failed = results.numFailedTests ?? 0;
const skipped = (results.numPendingTests ?? 0) + (results.numTodoTests ?? 0);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exitCode = code !== 0 ? code : failed > 0 || passed === 0 ? 1 : 0;
