import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * How much of a refused body is read, and for how long, before the answer goes out anyway (and
 * the client may then see a reset): past these, the client is not sending a mistaken upload but
 * a flood, or a body it never finishes.
 */
const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;
const DRAIN_WAIT_MS = 10_000;

/**
 * An answer given before the request's body has been read (Fastify's 413 by Content-Length, or
 * once a chunked body passes the limit; a refusal before the body is parsed) waits until the rest
 * of the body has been read and thrown away. Closing a connection with bytes unread makes the
 * kernel reset it, and a client still sending its body (most write the whole request before they
 * read) gets EPIPE or ECONNRESET instead of the answer (issue 29 §6, bench/connection-resets.ts).
 * Fastify closes the connection after a 413, and Node after any answer to a client that asked to
 * close, so reading on after the answer would be too late.
 */
export function registerRefusedBodyDrain(app: FastifyInstance): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    // `complete` is Node's parser's word; an injected request (tests) has no socket and no such flag.
    if (request.raw.complete === false) await drained(request.raw);
    return payload;
  });
}

/** Reads the body to its end and discards it; settles at the end, or at either bound. */
function drained(body: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    let read = 0;
    const settle = () => {
      clearTimeout(timer);
      body.off('data', count);
      resolve();
    };
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read > DRAIN_LIMIT_BYTES) settle();
    };
    const timer = setTimeout(settle, DRAIN_WAIT_MS);
    body.on('data', count);
    body.once('end', settle);
    body.once('close', settle);
    body.resume();
  });
}
