import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../../scripts/lib/free-port.mjs';

/**
 * The real API, or another command of apps/api, as a child process of a test: the import kill
 * test (importaciones/aplicar-kill.test.ts) and the production start (install/) need a process
 * that can be killed, refused or restarted, which an in-process app cannot show.
 */

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const JWT_SECRET = 'kill-test-only-secret-kill-test-only-secret-0123';
const CREDENTIALS_KEY = Buffer.alloc(32, 9).toString('base64');

export interface ServidorHijo {
  baseUrl: string;
  child: ChildProcess;
  output: () => string;
  /** SIGKILL, and wait until the process is gone. */
  matar(): Promise<void>;
  /** SIGTERM (a clean shutdown), SIGKILL after 15 s. */
  parar(): Promise<void>;
}

export interface ChildServerOptions {
  subdomain: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Variables over the defaults below (e.g. NODE_ENV=production, SEED_DEMO). */
  env?: Record<string, string>;
}

/** The environment a child API starts with: a test's, quiet, its secrets fixed. */
function childEnv(options: ChildServerOptions, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    // A bare IP host is this tenant: Node's fetch cannot set a Host header.
    DEFAULT_TENANT: options.subdomain,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    JWT_SECRET,
    CREDENTIALS_KEY,
  };
  delete env['DATABASE_URL'];
  if (options.databaseUrl) env['DATABASE_URL'] = options.databaseUrl;
  return { ...env, ...options.env };
}

/** A source file of apps/api (through tsx, as the e2e suite starts the server), its output kept. */
function startSource(entry: string, env: NodeJS.ProcessEnv, args: readonly string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

/**
 * A command of apps/api run to its end (the bootstrap, a server that refuses to start): its exit
 * code and what it printed.
 */
export async function runToExit(
  entry: string,
  options: ChildServerOptions,
  args: readonly string[] = [],
): Promise<{ code: number | null; output: string }> {
  const { child, output } = startSource(entry, childEnv(options, 0), args);
  const code = await new Promise<number | null>((resolve) =>
    child.once('exit', (exitCode) => resolve(exitCode)),
  );
  return { code, output: output() };
}

/** The real API (apps/api/src/server.ts) on a free port, once it answers its health check. */
export async function arrancarServidor(options: ChildServerOptions): Promise<ServidorHijo> {
  const port = await freePort();
  const { child, output } = startSource('apps/api/src/server.ts', childEnv(options, port));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the API exited while starting:\n${output()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API did not start in time:\n${output()}`);
    }
    const up = await fetch(`${baseUrl}/api/health/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await sleep(250);
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(forced);
    }
    process.removeListener('exit', killOnExit);
  };
  return { baseUrl, child, output, matar: () => end('SIGKILL'), parar: () => end('SIGTERM') };
}
