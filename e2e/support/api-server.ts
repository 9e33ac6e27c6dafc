import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ARTIFACTS_DIR, REPO_ROOT, SERVER_ENTRY, WEB_INDEX_HTML } from './paths';
import { freePort } from '../../scripts/lib/free-port.mjs';

// First PGlite start (migrate + seed) takes about 10 s on a quiet machine. The deadline only
// catches a server that never starts: with ten busy processes on two cores (load average 19,
// session 16) the start took longer than 90 s and the whole run failed before its first test.
const HEALTH_TIMEOUT_MS = 300_000;
const HEALTH_POLL_MS = 500;
const STOP_GRACE_MS = 5_000;
const OUTPUT_TAIL_CHARS = 20_000;

export interface RunningServer {
  port: number;
  /** stderr written so far (tail), for failure messages. */
  stderr: () => string;
  logFile: string;
  stop: () => Promise<void>;
}

/** Issue 18: where the operator providers answer (the simulator's base URL), if anywhere. */
function serverEnv(port: number, dataDir: string, providersUrl: string | null): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...(providersUrl
      ? {
          PROVIDER_B_URL: `${providersUrl}/b`,
          PROVIDER_C_URL: `${providersUrl}/c`,
          PROVIDER_D_URL: `${providersUrl}/d`,
        }
      : {}),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    // Every test logs in from 127.0.0.1; the production limit would throttle the suite itself.
    LOGIN_MAX_PER_IP_PER_MINUTE: '1000',
  };
  // The embedded PGlite database in DATA_DIR must be used, never an outside PostgreSQL.
  delete env.DATABASE_URL;
  return env;
}

async function isHealthy(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health/`);
    return response.status === 200;
  } catch {
    return false;
  }
}

function describeFailure(reason: string, stderr: string, logFile: string): Error {
  return new Error(`${reason}\n--- server stderr (tail) ---\n${stderr}\n--- full log: ${logFile}`);
}

async function waitForHealth(port: number, child: ChildProcess): Promise<string | null> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      return `API server exited early (code ${child.exitCode}, signal ${child.signalCode})`;
    }
    if (await isHealthy(port)) return null;
    await sleep(HEALTH_POLL_MS);
  }
  return `API server did not answer 200 on /api/health/ within ${HEALTH_TIMEOUT_MS / 1000} s`;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts apps/api with a fresh embedded database and waits until it answers its health check. */
export async function startApiServer(providersUrl: string | null = null): Promise<RunningServer> {
  if (!existsSync(WEB_INDEX_HTML)) {
    throw new Error(
      `Built web app not found at ${WEB_INDEX_HTML}. Run "npm run build" (or "npm run test:e2e", which builds first) before the e2e suite.`,
    );
  }
  if (!existsSync(path.join(REPO_ROOT, SERVER_ENTRY))) {
    throw new Error(`API entry point not found: ${SERVER_ENTRY}`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ventas-e2e-'));
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const logFile = path.join(ARTIFACTS_DIR, 'server.log');
  const log = createWriteStream(logFile);
  let stderrTail = '';

  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: serverEnv(port, dataDir, providersUrl),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.on('data', (chunk: Buffer) => {
    log.write(chunk);
    stderrTail = (stderrTail + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
  });
  // A crashed or aborted test run must not leave the server behind.
  const killOnExit = (): void => {
    child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);

  let stopping = false;
  const stop = async (): Promise<void> => {
    stopping = true;
    process.removeListener('exit', killOnExit);
    await stopChild(child);
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  const failure = await waitForHealth(port, child);
  if (failure !== null) {
    await stop();
    throw describeFailure(failure, stderrTail, logFile);
  }
  child.once('exit', (code, signal) => {
    if (!stopping) {
      const reason = `API server died during the run (code ${code}, signal ${signal})`;
      console.error(describeFailure(reason, stderrTail, logFile).message);
    }
  });
  return { port, stderr: () => stderrTail, logFile, stop };
}
