/**
 * The API of bench/soak.ts, which may be killed mid-run: `kill -9` of its whole process tree (the
 * node process and the Chromium it launched for PDFs, lib/process-tree.ts), then started again at
 * once on the same port and database (lib/api-server.ts), so the users' address keeps working.
 */
import { performance } from 'node:perf_hooks';
import { startServer, type RunningServer, type ServerOptions } from './api-server';
import { processTree } from './process-tree';

export interface Restart {
  /** performance.now() ms. */
  killedAt: number;
  readyAt: number;
  oldPid: number;
  newPid: number;
  /** Processes killed (the API and its descendants). */
  killed: number;
  /** The new process's own start (spawn to health check), s. */
  startSeconds: number;
}

export class RestartableApi {
  /** False while it is down. */
  private up = true;

  private constructor(
    private server: RunningServer,
    private readonly options: ServerOptions,
  ) {}

  static async start(options: ServerOptions): Promise<RestartableApi> {
    const server = await startServer(options);
    return new RestartableApi(server, { ...options, port: Number(new URL(server.baseUrl).port) });
  }

  get baseUrl(): string {
    return this.server.baseUrl;
  }

  /** The running API; null while it is down. */
  get current(): RunningServer | null {
    return this.up ? this.server : null;
  }

  /** SIGKILL to the API and every descendant at once, then the same API again. */
  async killAndRestart(onKilled: (killedAt: number) => void): Promise<Restart> {
    const old = this.server;
    const tree = processTree(old.pid);
    this.up = false;
    const killedAt = performance.now();
    for (const { pid } of tree) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    onKilled(killedAt);
    // Reaps the child and prints what it logged before the kill.
    await old.stop();
    this.server = await startServer(this.options);
    this.up = true;
    return {
      killedAt,
      readyAt: performance.now(),
      oldPid: old.pid,
      newPid: this.server.pid,
      killed: tree.length,
      startSeconds: this.server.startSeconds,
    };
  }

  stop(): Promise<void> {
    this.up = false;
    return this.server.stop();
  }
}
