import type { Socket } from 'node:net';

/**
 * What a request the HTTP parser cannot read gets (a raw space or byte in the URL, a bad header,
 * a body longer than it said): a Spanish `{detail}` like every other refusal, with
 * `Connection: close`, since the rest of that connection cannot be read either. Node's parser
 * answers these before any route or hook runs; Fastify's default body is English. A reset
 * connection has nobody to answer.
 */
const ANSWERS: Record<string, { status: number; text: string; detail: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    text: 'Request Timeout',
    detail: 'La petición tardó demasiado en llegar.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    text: 'Request Header Fields Too Large',
    detail: 'Las cabeceras de la petición son demasiado grandes.',
  },
};
const MALFORMED = { status: 400, text: 'Bad Request', detail: 'La petición HTTP está mal formada.' };

/**
 * How long an answered connection keeps reading what the client still sends. Closed with bytes
 * unread, a socket is reset by the kernel, and a client still sending the rest of its request (most
 * write it whole before they read) gets ECONNRESET instead of this answer (issue 29 §6,
 * bench/connection-resets.ts). So the answer goes out with a FIN, what follows is read (the
 * parser refuses it again, and those refusals are ignored), and the socket closes when the client
 * closes its side or after this long.
 */
const LINGER_MS = 5000;
const lingering = new WeakSet<Socket>();

export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || lingering.has(socket)) return;
  const answer = ANSWERS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ detail: answer.detail });
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  lingering.add(socket);
  socket.end(
    `HTTP/1.1 ${answer.status} ${answer.text}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  const timer = setTimeout(() => socket.destroy(), LINGER_MS).unref();
  socket.once('end', () => socket.destroy());
  socket.once('close', () => clearTimeout(timer));
}
