/** HTTP helpers for the benchmarks: login, JSON calls and a bounded closed-loop load generator. */
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

/** A status and body, read whole. */
export interface RawResponse {
  status: number;
  body: Buffer;
}

/**
 * Keep-alive sockets for the load loop: node:http costs the client about a third of the CPU
 * per request that fetch does, and on 2 shared cores the client's CPU is the server's loss.
 */
const loadAgent = new Agent({ keepAlive: true, maxSockets: 64 });

export class ApiSession {
  private access = '';
  private obtainedAt = 0;
  private login: Promise<void> | null = null;
  constructor(
    readonly baseUrl: string,
    readonly username: string,
    private readonly password: string,
    /**
     * Sockets for `load` and lib/offer-http.ts's writes; by default the shared ones, at most 64.
     * bench/soak.ts gives its own without a cap: 200 people are not 64 sockets.
     */
    readonly agent?: Agent,
  ) {}

  /** A valid access token; logs in again well before the 15-minute expiry. */
  async token(): Promise<string> {
    if (!this.access || Date.now() - this.obtainedAt > 10 * 60_000) {
      // Callers sharing the session (bench/soak.ts: many users per account) wait for one login.
      this.login ??= this.signIn().finally(() => (this.login = null));
      await this.login;
    }
    return this.access;
  }

  private async signIn(): Promise<void> {
    const response = await fetch(`${this.baseUrl}/api/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: this.username, password: this.password }),
    });
    if (!response.ok) throw new Error(`login ${this.username}: ${response.status} ${await response.text()}`);
    this.access = ((await response.json()) as { access: string }).access;
    this.obtainedAt = Date.now();
  }

  async get(path: string): Promise<Response> {
    return fetch(`${this.baseUrl}${path}`, { headers: { authorization: `Bearer ${await this.token()}` } });
  }

  /** GET for the load loop (node:http, keep-alive). */
  async load(path: string): Promise<RawResponse> {
    const token = await this.token();
    const url = new URL(path, this.baseUrl);
    return new Promise((resolve, reject) => {
      const outgoing = request(
        url,
        { agent: this.agent ?? loadAgent, headers: { authorization: `Bearer ${token}` } },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () =>
            resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks) }),
          );
          incoming.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  async getJson<T>(path: string): Promise<T> {
    const response = await this.get(path);
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }
}

export interface LoadOptions {
  concurrency: number;
  /** Stops at whichever bound comes first. */
  maxRequests: number;
  maxSeconds: number;
  send: () => Promise<RawResponse>;
  /**
   * Mean pause of each client between an answer and its next request (uniform over 0.5x-1.5x,
   * so clients do not move in step): 0 saturates the server; a sales floor thinks between clicks.
   */
  thinkMs?: number;
}

export interface LoadResult {
  latenciesMs: number[];
  errors: number;
  seconds: number;
  firstError: string | null;
}

/** `concurrency` clients, each sending its next request when the previous answer is read (and thought over). */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const latenciesMs: number[] = [];
  let issued = 0;
  let errors = 0;
  let firstError: string | null = null;
  const started = performance.now();
  const deadline = started + options.maxSeconds * 1000;
  const think = options.thinkMs ?? 0;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const client = async () => {
    // Thinking clients start at random moments too, or their first requests would all collide.
    if (think > 0) await pause(think * Math.random());
    while (issued < options.maxRequests && performance.now() < deadline) {
      issued += 1;
      const t0 = performance.now();
      try {
        const response = await options.send();
        if (response.status >= 400) {
          errors += 1;
          firstError ??= `${response.status} ${response.body.toString('utf8').slice(0, 200)}`;
        }
      } catch (error) {
        errors += 1;
        firstError ??= String(error);
      }
      latenciesMs.push(performance.now() - t0);
      if (think > 0) await pause(think * (0.5 + Math.random()));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  return { latenciesMs, errors, seconds: (performance.now() - started) / 1000, firstError };
}

/** Nearest-rank percentile of an unsorted sample. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Prints rows as an aligned text table (also valid Markdown). */
export function printTable(headers: string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): void {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i]?.length ?? 0)));
  const line = (row: readonly string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of cells.slice(1)) console.log(line(row));
}

export const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
export const loadAverage = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
