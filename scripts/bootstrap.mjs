#!/usr/bin/env node
// `npm run bootstrap`: creates the platform distributor and its first SuperAdmin with a one-time
// password (apps/api/src/bootstrap.ts); `npm run bootstrap -- --retirar-demo` replaces demo
// passwords. Runs the built bundle; builds the API first (under a second) when it is missing.
import fs from 'node:fs';
import { BOOTSTRAP_BUNDLE, buildApi } from './build-api.mjs';
import { repoRoot, spawnForwarding } from './lib/proc.mjs';

try {
  if (!fs.existsSync(BOOTSTRAP_BUNDLE)) await buildApi();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
process.exitCode = await spawnForwarding(process.execPath, [BOOTSTRAP_BUNDLE, ...process.argv.slice(2)], {
  cwd: repoRoot,
});
