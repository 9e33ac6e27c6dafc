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

export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = ANSWERS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ detail: answer.detail });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${answer.status} ${answer.text}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
