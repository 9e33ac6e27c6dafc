/**
 * Paired comparisons of two APIs on the customer list (compare-list.ts, audit-list.ts): both run
 * at once, and one client sends each request to both in turn, so the box's noise (other
 * processes, CPU frequency, a neighbour's load) falls on both alike.
 */
import { performance } from 'node:perf_hooks';
import type { RunningServer } from './api-server';
import { ApiSession } from './load';

export interface Side {
  name: string;
  /** The application_name of this side's PostgreSQL connections, for backendCpuSeconds. */
  applicationName: string;
  server: RunningServer;
  sessions: Map<string, ApiSession>;
}

/** Starts one side's API with `start`, and a session per role on it. */
export async function startSide(
  name: string,
  start: () => Promise<RunningServer>,
  roles: readonly string[],
  password: string,
): Promise<Side> {
  const applicationName = `bench-${name}`;
  // node-postgres names its connections from PGAPPNAME: each side's backends are found by it.
  process.env.PGAPPNAME = applicationName;
  const server = await start();
  delete process.env.PGAPPNAME;
  const sessions = new Map(roles.map((role) => [role, new ApiSession(server.baseUrl, role, password)]));
  return { name, applicationName, server, sessions };
}

/** One GET's latency (ms); throws on anything but a 200. */
export async function timed(session: ApiSession, path: string): Promise<number> {
  const started = performance.now();
  const response = await session.load(path);
  if (response.status !== 200) throw new Error(`${session.baseUrl}${path}: ${response.status}`);
  return performance.now() - started;
}

/** `rounds` untimed requests to each side in turn. */
export async function warmUp(sessions: readonly ApiSession[], path: string, rounds: number): Promise<void> {
  for (let i = 0; i < rounds; i++) for (const session of sessions) await timed(session, path);
}

/** `requests` requests to each side, one at a time; the latencies (ms) per side, in `sessions` order. */
export async function pairedLatencies(
  sessions: readonly ApiSession[],
  path: string,
  requests: number,
): Promise<number[][]> {
  const latencies = sessions.map(() => [] as number[]);
  const forwards = sessions.map((_, k) => k);
  const backwards = [...forwards].reverse();
  for (let i = 0; i < requests; i++) {
    // Alternate which side goes first, so neither always meets a warmer cache.
    for (const k of i % 2 === 0 ? forwards : backwards) latencies[k]!.push(await timed(sessions[k]!, path));
  }
  return latencies;
}
