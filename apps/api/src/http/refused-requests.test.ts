import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestTenant } from '../../test/support/test-app';

/**
 * Issue 29 §6: a request refused before its body is read must reach the client as an answer, not
 * as a connection reset. The client here writes the whole request before it reads anything, as
 * Python's http.client (most fuzzers) does: if the server closes with the body unread, the kernel
 * resets the connection and that client's write fails (bench/connection-resets.ts measures it).
 */
let app: FastifyInstance;
let port = 0;
let host = '';

beforeAll(async () => {
  const created = await createTestApp();
  app = created.app;
  host = (await createTestTenant(created.database)).host;
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(() => app.close());

/** Far more than the kernel buffers on loopback (a few MiB), so an unread rest is certain. */
const BODY_BYTES = 16 * 1024 * 1024;

/**
 * Writes `request` whole, then reads the first answer: its head and `Content-Length` body. The
 * socket is not read while writing; a write the kernel refuses ends the exchange.
 */
function writeWholeThenRead(request: Buffer): Promise<{ writeError: string | null; answer: string }> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    let answer = Buffer.alloc(0);
    const finish = (writeError: string | null) => {
      socket.destroy();
      resolve({ writeError, answer: answer.toString('utf8') });
    };
    const complete = () => {
      const end = answer.indexOf('\r\n\r\n');
      if (end < 0) return false;
      const length = /\r\ncontent-length: (\d+)/i.exec(answer.subarray(0, end).toString('latin1'))?.[1];
      return length !== undefined && answer.length >= end + 4 + Number(length);
    };
    socket.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? error.message));
    socket.on('data', (chunk: Buffer) => {
      answer = Buffer.concat([answer, chunk]);
      if (complete()) finish(null);
    });
    socket.on('end', () => finish(null));
    socket.once('connect', () => {
      socket.pause();
      socket.write(request, (error) => (error ? finish(error.message) : socket.resume()));
    });
  });
}

const head = (lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`;
const bigJson = () => Buffer.from(`{"username":"${'a'.repeat(BODY_BYTES)}"}`);

describe('a request refused before its body is read', () => {
  it('over the body limit: the client gets the 413, not a reset', async () => {
    const body = bigJson();
    const request = head([
      'POST /api/token/ HTTP/1.1',
      `Host: ${host}`,
      'Content-Type: application/json',
      `Content-Length: ${body.length}`,
    ]);
    const { writeError, answer } = await writeWholeThenRead(Buffer.concat([Buffer.from(request), body]));
    expect(writeError).toBeNull();
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('{"detail":"La petición es demasiado grande."}');
  });

  it('unreadable by the HTTP parser: the client gets the 400, not a reset', async () => {
    const body = bigJson();
    const request = head([
      'POST /api/token/ HTTP/1.1',
      `Host: ${host}`,
      'X-A: a\u0001b',
      'Content-Type: application/json',
      `Content-Length: ${body.length}`,
    ]);
    const { writeError, answer } = await writeWholeThenRead(Buffer.concat([Buffer.from(request), body]));
    expect(writeError).toBeNull();
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toContain('{"detail":"La petición HTTP está mal formada."}');
  });
});
