// Issue 18: `npm start` (and the browser tests) run the provider simulator beside the API when no
// real provider is configured, and point the adapters at it. Node built-ins only.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './proc.mjs';

const PROVIDERS = [
  ['PROVIDER_B_URL', '/b'],
  ['PROVIDER_C_URL', '/c'],
  ['PROVIDER_D_URL', '/d'],
];
const READY_TIMEOUT_MS = 30_000;

/**
 * Starts the simulator on loopback (PROVIDER_SIMULATOR_PORT, else any free port) unless every
 * PROVIDER_*_URL is set. Resolves with the environment the API needs (only the URLs left unset)
 * and a stop function.
 */
export async function startProviderSimulator(env = process.env) {
  const missing = PROVIDERS.filter(([name]) => !env[name]);
  if (missing.length === 0) return { env: {}, url: null, stop: () => {} };
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join('apps/provider-simulator/src/main.ts')],
    {
      cwd: repoRoot,
      env: { ...env, PROVIDER_SIMULATOR_PORT: env.PROVIDER_SIMULATOR_PORT ?? '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error('El simulador de proveedores no arrancó a tiempo')),
      READY_TIMEOUT_MS,
    );
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const found = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
      if (!found) return;
      clearTimeout(timer);
      resolve(found[0]);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`El simulador de proveedores terminó (código ${code}) antes de escuchar`));
    });
  });
  // Its later lines (none expected) go on to ours.
  child.stdout.pipe(process.stdout);
  console.log(`Proveedores B, C y D: simulador en ${url}`);
  return {
    url,
    env: Object.fromEntries(missing.map(([name, suffix]) => [name, `${url}${suffix}`])),
    stop: () => child.kill('SIGTERM'),
  };
}
