import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/support/test-app';

let app: FastifyInstance;
const lines: Array<{ msg: string; reqId?: string }> = [];

beforeAll(async () => {
  ({ app } = await createTestApp({}, { logStream: { write: (line) => lines.push(JSON.parse(line)) } }));
});
afterAll(() => app.close());

/** The ids the log lines written since `from` carry (one request: one line, when it completes). */
const loggedIdsSince = (from: number) =>
  lines
    .slice(from)
    .filter((line) => line.msg === 'request completed')
    .map((line) => line.reqId);

describe('the request id on every answer (issue 29)', () => {
  it.each([
    ['an answer', '/api/health/live', 200],
    ['a host no distributor has', '/api/cuentas/detalle/', 404],
    ['an unknown path', '/api/no-existe/', 404],
  ])('names the request of %s as its log line does', async (_, url, status) => {
    const from = lines.length;
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(loggedIdsSince(from)).toEqual([id]);
  });

  it('gives each request its own', async () => {
    const ids = new Set<unknown>();
    for (let i = 0; i < 3; i += 1)
      ids.add((await app.inject({ method: 'GET', url: '/api/health/live' })).headers['x-request-id']);
    expect(ids.size).toBe(3);
  });
});
