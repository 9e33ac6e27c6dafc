#!/usr/bin/env node
// `npm start`: system packages, an up-to-date web build, then the API server
// (which also serves the built web app), compiled and started with its heap limit
// (build-api.mjs). Runs from the repository root; extra arguments go to the server.
import fs from 'node:fs';
import path from 'node:path';
import { apiServerArgs } from './build-api.mjs';
import { ensureSystemDeps } from './ensure-system-deps.mjs';
import { startProviderSimulator } from './lib/provider-simulator.mjs';
import { repoRoot, runOk, spawnForwarding } from './lib/proc.mjs';

const BUILT_INDEX = 'apps/web/dist/index.html';
// What the web bundle is made from (the domain package is bundled into it).
const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'packages/domain/src',
];

/** Newest modification time (ms) of a file or of any file under a folder; 0 if absent. */
function newestMtime(file) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(file)) {
    if (entry !== 'node_modules') newest = Math.max(newest, newestMtime(path.join(file, entry)));
  }
  return newest;
}

export function webBuildIsStale() {
  const built = newestMtime(path.join(repoRoot, BUILT_INDEX));
  return built === 0 || WEB_INPUTS.some((p) => newestMtime(path.join(repoRoot, p)) > built);
}

let serverArgs;
let simulator;
try {
  await ensureSystemDeps({ for: 'start' });
  if (webBuildIsStale()) {
    console.log('Compilando la web (apps/web/dist falta o es anterior a sus fuentes)...');
    runOk('npm', ['run', 'build', '-w', '@ventas/web'], { cwd: repoRoot, stdio: 'inherit' });
  }
  // The API is compiled on every start (a fraction of a second), so it is never older than its source.
  serverArgs = [...(await apiServerArgs()), ...process.argv.slice(2)];
  // Issue 18: the operator providers' stand-in, unless PROVIDER_*_URL name real ones.
  simulator = await startProviderSimulator();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

// node itself rather than an npm or tsx wrapper: one process fewer between the signals and the server.
process.exitCode = await spawnForwarding(process.execPath, serverArgs, {
  cwd: repoRoot,
  env: { ...process.env, ...simulator.env },
});
simulator.stop();
