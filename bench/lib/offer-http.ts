/**
 * JSON writes for the offer benchmark's load loop: POST and PUT on keep-alive node:http sockets
 * (lib/load.ts's `ApiSession.load` sends GETs only, and fetch costs the client about three times
 * the CPU per request on the 2 cores the server shares).
 */
import { Agent, request } from 'node:http';
import type { ApiSession, RawResponse } from './load';

const writeAgent = new Agent({ keepAlive: true, maxSockets: 64 });

export async function sendJson(
  session: ApiSession,
  method: 'POST' | 'PUT',
  path: string,
  payload: unknown,
): Promise<RawResponse> {
  const token = await session.token();
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      new URL(path, session.baseUrl),
      {
        method,
        agent: session.agent ?? writeAgent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks) }));
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The answer's JSON, or an error naming the call and what the API said. */
export function jsonOf<T>(answer: RawResponse, what: string, expected: number): T {
  const text = answer.body.toString('utf8');
  if (answer.status !== expected) throw new Error(`${what}: ${answer.status} ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}
