#!/usr/bin/env node
// `npm run start:prod`: runs what `npm run build` produced (apps/web/dist and apps/api/dist), with
// NODE_ENV=production and no build step, so every replica starts the same files in a second. It
// neither builds, seeds the demo, nor starts the provider simulator; the server refuses to start
// with demo passwords and says how to create the first administrator (issue 28, README
// "Producción"). Extra arguments go to node.
import fs from 'node:fs';
import path from 'node:path';
import { API_NODE_FLAGS, SERVER_BUNDLE } from './build-api.mjs';
import { resolveChromiumPath } from './ensure-system-deps.mjs';
import { repoRoot, spawnForwarding } from './lib/proc.mjs';

const WEB_INDEX = path.join(repoRoot, 'apps/web/dist/index.html');

const missing = [SERVER_BUNDLE, WEB_INDEX].filter((file) => !fs.existsSync(file));
if (missing.length > 0) {
  console.error(
    `Falta ${missing.map((file) => path.relative(repoRoot, file)).join(' y ')}: ejecute 'npm run build'`,
  );
  process.exit(1);
}
const env = { ...process.env, NODE_ENV: 'production' };
// The PDFs need a Chromium; production installs it from Debian (README), found as npm start finds it.
const chromium = resolveChromiumPath();
if (chromium && !env.CHROMIUM_PATH) env.CHROMIUM_PATH = chromium;

process.exitCode = await spawnForwarding(
  process.execPath,
  [...API_NODE_FLAGS, ...process.argv.slice(2), SERVER_BUNDLE],
  { cwd: repoRoot, env },
);
