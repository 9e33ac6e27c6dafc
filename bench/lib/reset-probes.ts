/**
 * bench/connection-resets.ts's probes, one per way a client can see a connection reset or no
 * answer (issue 29 §6: a fuzz over every operation saw 604 of 45,074 requests end so). Each probe
 * sends its requests and counts how they ended (lib/raw-http.ts's outcomes, or Node's own client's
 * status and error codes); none decides anything.
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { RawConnection, outcomeKey, requestHead } from './raw-http';

/** Outcome name -> how many. */
export type Tally = Map<string, number>;
export const count = (tally: Tally, key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);
export const tallyText = (tally: Tally) =>
  [...tally]
    .sort((a, b) => b[1] - a[1])
    .map(([key, n]) => `${n} × ${key}`)
    .join(', ');

export interface Target {
  port: number;
  token: string;
  /** A store of the demo's group-A distributor: PUT /api/tiendas/{id}/ is an ordinary write. */
  tiendaId: number;
}

const auth = (target: Target) => ({ Authorization: `Bearer ${target.token}` });

/** Node's own client: the status, or the error's code (`timeout` when it gave up first). */
export function nodeRequest(
  target: Target,
  options: { method: string; path: string; body?: string; agent: Agent | false; timeoutMs: number },
): Promise<{ key: string; ms: number; reused: boolean }> {
  const started = performance.now();
  const body = options.body;
  return new Promise((resolve) => {
    let settled = false;
    const done = (key: string, reused: boolean) => {
      if (settled) return;
      settled = true;
      resolve({ key, ms: performance.now() - started, reused });
    };
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: target.port,
        method: options.method,
        path: options.path,
        agent: options.agent,
        headers: {
          ...auth(target),
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (incoming) => {
        incoming.resume();
        incoming.on('end', () => done(`HTTP ${incoming.statusCode}`, outgoing.reusedSocket));
        incoming.on('error', (error: NodeJS.ErrnoException) =>
          done(`after HTTP ${incoming.statusCode}: ${error.code ?? error.message}`, outgoing.reusedSocket),
        );
      },
    );
    outgoing.setTimeout(options.timeoutMs, () => {
      done('timeout', outgoing.reusedSocket);
      outgoing.destroy();
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      done(`${error.code ?? error.message}`, outgoing.reusedSocket),
    );
    outgoing.end(body);
  });
}

const GET_SEGUROS = (target: Target) =>
  requestHead('GET', '/api/servicios/seguros/', { ...auth(target), Connection: 'keep-alive' });

/** The keep-alive time the server announces (`Keep-Alive: timeout=72`), ms. */
export async function announcedKeepAliveMs(target: Target): Promise<{ header: string; ms: number }> {
  const connection = await RawConnection.open(target.port);
  const outcome = await connection.exchange([GET_SEGUROS(target)], 30_000);
  connection.close();
  const header = outcome.kind === 'answered' ? (outcome.headers['keep-alive'] ?? '') : '';
  return { header, ms: Number(/timeout=(\d+)/.exec(header)?.[1] ?? 72) * 1000 };
}

/**
 * Keep-alive sockets left idle around the server's keepAliveTimeout, then used again: bare sockets
 * that send at `keepAliveMs + offset` after their first answer (what a pool that ignores the
 * server's hint does), whether the server had already closed them; and Node's Agent and fetch
 * after an idle time past it (they read the hint).
 */
export async function idleKeepAlive(
  target: Target,
  keepAliveMs: number,
  offsetsMs: readonly number[],
): Promise<Array<{ probe: string; tally: Tally }>> {
  const bare = async (offset: number) => {
    const connection = await RawConnection.open(target.port);
    await connection.exchange([GET_SEGUROS(target)], 30_000);
    await sleep(keepAliveMs + offset);
    const knewClosed = connection.closedByServer;
    const outcome = await connection.exchange([GET_SEGUROS(target)], 30_000);
    connection.close();
    return `${outcomeKey(outcome)}${knewClosed ? ' (closed before the send)' : ''}`;
  };
  const byOffset = offsetsMs.map(async (offset) => {
    const tally: Tally = new Map();
    for (const key of await Promise.all([bare(offset), bare(offset), bare(offset)])) count(tally, key);
    return {
      probe: `bare socket reused ${offset >= 0 ? '+' : ''}${offset} ms after the keep-alive time`,
      tally,
    };
  });
  const agent = new Agent({ keepAlive: true });
  const agentProbe = (async () => {
    const tally: Tally = new Map();
    const path = '/api/servicios/seguros/';
    await Promise.all(
      [1, 2, 3].map(() => nodeRequest(target, { method: 'GET', path, agent, timeoutMs: 30_000 })),
    );
    await sleep(keepAliveMs + 1000);
    const again = await Promise.all(
      [1, 2, 3].map(() => nodeRequest(target, { method: 'GET', path, agent, timeoutMs: 30_000 })),
    );
    for (const { key, reused } of again)
      count(tally, `${key}${reused ? ' on a reused socket' : ' on a new socket'}`);
    agent.destroy();
    return { probe: "Node's http.Agent (keepAlive) reused 1 s after the keep-alive time", tally };
  })();
  const fetchProbe = (async () => {
    const tally: Tally = new Map();
    const url = `http://127.0.0.1:${target.port}/api/servicios/seguros/`;
    const call = () =>
      fetch(url, { headers: auth(target) }).then(
        async (response) => {
          await response.arrayBuffer();
          return `HTTP ${response.status}`;
        },
        (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
      );
    await Promise.all([call(), call(), call()]);
    await sleep(keepAliveMs + 1000);
    for (const key of await Promise.all([call(), call(), call()])) count(tally, key);
    return { probe: 'fetch (undici) reused 1 s after the keep-alive time', tally };
  })();
  return Promise.all([...byOffset, agentProbe, fetchProbe]);
}

/** A JSON body of `bytes` for PUT /api/tiendas/{id}/. */
const bigBody = (bytes: number) => `{"nombre":"${'a'.repeat(bytes)}"}`;
const MiB = 1024 * 1024;

interface RefusedCase {
  probe: string;
  parts: () => string[];
}

/** Each case `repeat` times as a bare socket reading while it writes, and as one writing first. */
async function runCases(
  target: Target,
  cases: readonly RefusedCase[],
  repeat: number,
): Promise<Array<{ probe: string; tally: Tally; writerFirst: Tally }>> {
  const results: Array<{ probe: string; tally: Tally; writerFirst: Tally }> = [];
  for (const { probe, parts } of cases) {
    const tally: Tally = new Map();
    const writerFirst: Tally = new Map();
    for (let n = 0; n < repeat; n += 1) {
      for (const [into, writeFirst] of [
        [tally, false],
        [writerFirst, true],
      ] as const) {
        const connection = await RawConnection.open(target.port);
        count(into, outcomeKey(await connection.exchange(parts(), 30_000, { writeFirst })));
        connection.close();
      }
    }
    results.push({ probe, tally, writerFirst });
  }
  return results;
}

const jsonPut = (target: Target, body: string, extra: Record<string, string> = {}, query = '') =>
  requestHead('PUT', `/api/tiendas/${target.tiendaId}/${query}`, {
    ...auth(target),
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    ...extra,
  });

/**
 * Requests answered before their body is read, on an ordinary route: over the body limit (413,
 * by Content-Length or once a chunked body passes it) and, for comparison, a body the JSON parser
 * refuses once read (400). Also as Node's client.
 */
export async function refusedBodies(
  target: Target,
  repeat: number,
): Promise<Array<{ probe: string; tally: Tally; writerFirst?: Tally }>> {
  const path = `/api/tiendas/${target.tiendaId}/`;
  const cases: RefusedCase[] = [2, 8].map((mib) => {
    const body = bigBody(mib * MiB);
    return { probe: `${mib} MiB body, Content-Length (413)`, parts: () => [jsonPut(target, body), body] };
  });
  const chunkedBody = bigBody(8 * MiB);
  cases.push({
    probe: '8 MiB body, chunked (413 once past the limit)',
    parts: () => [
      requestHead('PUT', path, {
        ...auth(target),
        'Content-Type': 'application/json',
        'Transfer-Encoding': 'chunked',
      }),
      `${Buffer.byteLength(chunkedBody).toString(16)}\r\n${chunkedBody}\r\n0\r\n\r\n`,
    ],
  });
  const invalid = '{"nombre": "Tienda centro", ';
  cases.push({ probe: 'invalid JSON, read whole (400)', parts: () => [jsonPut(target, invalid), invalid] });
  const results: Array<{ probe: string; tally: Tally; writerFirst?: Tally }> = await runCases(
    target,
    cases,
    repeat,
  );
  for (const mib of [2, 8]) {
    const tally: Tally = new Map();
    const body = bigBody(mib * MiB);
    for (let n = 0; n < repeat; n += 1)
      count(
        tally,
        (await nodeRequest(target, { method: 'PUT', path, body, agent: false, timeoutMs: 30_000 })).key,
      );
    results.push({ probe: `Node's client: ${mib} MiB body (413)`, tally });
  }
  return results;
}

/**
 * Requests Node's HTTP parser refuses (http/client-error.ts answers and closes): a control
 * character in a header value (400), a head over 16 KiB (431); without a body, and with one the
 * server never reads.
 */
export async function malformedRequests(
  target: Target,
  repeat: number,
): Promise<Array<{ probe: string; tally: Tally; writerFirst: Tally }>> {
  const small = JSON.stringify({ nombre: 'Tienda centro' });
  const big = bigBody(4 * MiB);
  const longQuery = `?q=${'a'.repeat(MiB)}`;
  return runCases(
    target,
    [
      {
        probe: 'GET, control character in a header value (400)',
        parts: () => [
          requestHead('GET', '/api/servicios/seguros/', { ...auth(target), 'X-Filtro': 'a\u0001b' }),
        ],
      },
      {
        probe: 'GET, 1 MiB query string (431)',
        parts: () => [requestHead('GET', `/api/servicios/seguros/${longQuery}`, auth(target))],
      },
      {
        probe: 'PUT, 1 MiB query string + small body (431)',
        parts: () => [jsonPut(target, small, {}, longQuery), small],
      },
      {
        probe: 'PUT, control character in a header value + 4 MiB body (400)',
        parts: () => [jsonPut(target, big, { 'X-Filtro': 'a\u0001b' }), big],
      },
    ],
    repeat,
  );
}
