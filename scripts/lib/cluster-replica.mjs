// One API replica of scripts/cluster.mjs: the built bundle (npm run build) on its own port, its
// output in its own log file, and what the bench and the CI check do to it (stop, kill, restart).
// Node built-ins only, like every script in scripts/.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_NODE_FLAGS, SERVER_BUNDLE } from '../build-api.mjs';
import { repoRoot } from './proc.mjs';

/** Whether GET `url` answers 200 within a second. */
export async function answersOk(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** Waits until GET `url` answers 200; throws after `timeoutMs`, or at once if `alive()` turns false. */
export async function waitOk(url, { timeoutMs, what, alive = () => true }) {
  const deadline = Date.now() + timeoutMs;
  while (!(await answersOk(url))) {
    if (!alive()) throw new Error(`${what}: el proceso terminó antes de responder «preparado»`);
    if (Date.now() > deadline) throw new Error(`${what}: no responde «preparado» tras ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

/** Whether the process `pid` still exists. */
export function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A replica: `start()` spawns it in a session of its own (a Ctrl-C in the terminal reaches the
 * cluster, which stops the replicas in order) and waits for its readiness; `kill(signal)` signals
 * it; `stop()` is SIGTERM and the wait for its exit (the graceful stop); `restart()` both.
 * `onStart(pid)` hears of each new process (the cluster's state file).
 */
export function createReplica({ index, port, env, logFile, onStart = () => {} }) {
  let child = null;
  let exited = null;
  const replica = {
    name: `api${index + 1}`,
    port,
    get pid() {
      return child?.pid ?? null;
    },
    async start({ timeoutMs = 180_000 } = {}) {
      const log = fs.openSync(logFile, 'a');
      child = spawn(process.execPath, [...API_NODE_FLAGS, SERVER_BUNDLE], {
        cwd: repoRoot,
        env,
        detached: true,
        stdio: ['ignore', log, log],
      });
      fs.closeSync(log);
      const thisChild = child;
      exited = new Promise((resolve) => thisChild.once('exit', (code, signal) => resolve({ code, signal })));
      let running = true;
      void exited.then(() => (running = false));
      onStart(child.pid);
      try {
        await waitOk(`http://127.0.0.1:${port}/api/health/ready`, {
          timeoutMs,
          what: `La réplica ${replica.name}`,
          alive: () => running,
        });
      } catch (error) {
        // The cluster's folder goes when it stops: what the replica said goes with the error.
        const tail = fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-15).join('\n');
        throw new Error(`${error.message}; últimas líneas de ${path.basename(logFile)}:\n${tail}`);
      }
    },
    kill(signal = 'SIGTERM') {
      if (child && isRunning(child.pid)) child.kill(signal);
    },
    /** Resolves with the exit once the process has ended. */
    exited() {
      return exited ?? Promise.resolve({ code: null, signal: null });
    },
    async stop(signal = 'SIGTERM') {
      replica.kill(signal);
      return replica.exited();
    },
    async restart() {
      await replica.stop();
      await replica.start();
    },
  };
  return replica;
}
