import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/support/test-app';

let app: FastifyInstance;
let port = 0;

beforeAll(async () => {
  ({ app } = await createTestApp());
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(() => app.close());

/** Sends `request` as raw bytes and reads until the server closes the connection. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(request);
  });
}

describe('a request the HTTP parser cannot read', () => {
  it.each([
    ['a space in the URL', 'GET /api/servicios/seguros/?a=b c HTTP/1.1\r\nHost: demo.localhost\r\n\r\n'],
    ['a control byte in a header', 'GET /api/ HTTP/1.1\r\nHost: demo.localhost\r\nX-A: a\u0001b\r\n\r\n'],
    ['no request line', 'NO ES HTTP\r\n\r\n'],
  ])('gets a Spanish 400 and the connection closed (%s)', async (_, request) => {
    const answer = await raw(request);
    const [head = '', body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(head).toContain('Connection: close');
    expect(JSON.parse(body ?? '')).toEqual({ detail: 'La petición HTTP está mal formada.' });
  });
});
