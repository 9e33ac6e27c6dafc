/**
 * HTTP/1.1 on a bare TCP socket, for bench/connection-resets.ts: the bytes a client sends are
 * exactly those given (malformed ones too), a socket can be kept and reused whenever the caller
 * says (an HTTP client library would decide for it), and the end of each exchange is told apart:
 * an answer, a reset, a close without an answer, no answer in time.
 *
 * Two ways to send: reading while writing (Node's client, a browser), or writing the whole request
 * before reading anything (Python's http.client, which most fuzzers use): the second does not read
 * from the kernel until its writes are done, so an answer the server sent and then reset is lost
 * as it would be for that client, and a failed write is the end of the exchange.
 */
import { connect, type Socket } from 'node:net';

/** How an exchange ended. */
export type Outcome =
  | { kind: 'answered'; status: number; headers: Record<string, string>; body: string }
  | { kind: 'reset'; code: string }
  | { kind: 'write failed'; code: string }
  | { kind: 'closed' }
  | { kind: 'timeout' };

/** The outcome's name for counting: `HTTP 413`, `reset (ECONNRESET)`, `write failed (EPIPE)`... */
export function outcomeKey(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'answered':
      return `HTTP ${outcome.status}`;
    case 'reset':
    case 'write failed':
      return `${outcome.kind} (${outcome.code})`;
    default:
      return outcome.kind;
  }
}

/** The head of a request: method, path, headers (Host added), CRLFs, and nothing else. */
export function requestHead(method: string, path: string, headers: Record<string, string | number>): string {
  const lines = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** A parsed response, or null while incomplete (Content-Length or chunked). */
function parseResponse(
  data: Buffer,
): { status: number; headers: Record<string, string>; body: string } | null {
  const end = data.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine, ...lines] = data.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = data.subarray(end + 4);
  const length = headers['content-length'];
  if (length !== undefined) {
    if (rest.length < Number(length)) return null;
  } else if (headers['transfer-encoding']?.includes('chunked')) {
    if (!rest.includes('\r\n0\r\n\r\n') && !rest.subarray(0, 5).equals(Buffer.from('0\r\n\r\n'))) return null;
  }
  return { status: Number(statusLine!.split(' ')[1]), headers, body: rest.toString('utf8').slice(0, 300) };
}

const errorCode = (error: NodeJS.ErrnoException) => error.code ?? error.message;

/** A keep-alive TCP connection to the server, one exchange at a time. */
export class RawConnection {
  private data = Buffer.alloc(0);
  private ended = false;
  private error: NodeJS.ErrnoException | null = null;
  private wake: (() => void) | null = null;

  private constructor(readonly socket: Socket) {
    const wake = () => this.wake?.();
    socket.on('data', (chunk: Buffer) => {
      this.data = Buffer.concat([this.data, chunk]);
      wake();
    });
    socket.on('end', () => {
      this.ended = true;
      wake();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      this.error ??= error;
      wake();
    });
    socket.on('close', () => {
      this.ended = true;
      wake();
    });
  }

  /** Half-open allowed: as a socket in C or Python, it may still write after the server's FIN. */
  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
      socket.once('connect', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  /** The server has closed its side, or the socket failed: a reuse would find it gone. */
  get closedByServer(): boolean {
    return this.ended || this.error !== null;
  }

  /**
   * Writes the request (the parts in one go), then waits for one whole response, the connection's
   * end, or `timeoutMs`. `writeFirst`: nothing is read until the kernel has taken every byte.
   */
  async exchange(
    parts: ReadonlyArray<string | Buffer>,
    timeoutMs: number,
    { writeFirst = false } = {},
  ): Promise<Outcome> {
    this.data = Buffer.alloc(0);
    const deadline = Date.now() + timeoutMs;
    if (writeFirst) this.socket.pause();
    const written = new Promise<NodeJS.ErrnoException | null>((resolve) => {
      if (this.socket.destroyed || !this.socket.writable) {
        resolve(this.error ?? Object.assign(new Error('socket closed'), { code: 'EPIPE' }));
        return;
      }
      this.socket.write(Buffer.concat(parts.map((part) => Buffer.from(part))), (error) =>
        resolve(error ?? null),
      );
    });
    if (writeFirst) {
      const failed = await Promise.race([
        written,
        new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), timeoutMs)),
      ]);
      if (failed === 'timeout') return { kind: 'timeout' };
      if (failed) return { kind: 'write failed', code: errorCode(this.error ?? failed) };
      this.socket.resume();
    }
    return this.outcome(deadline);
  }

  private async outcome(deadline: number): Promise<Outcome> {
    for (;;) {
      // An answer counts even when a reset follows it: the client could read it.
      const response = parseResponse(this.data);
      if (response) return { kind: 'answered', ...response };
      if (this.error) return { kind: 'reset', code: errorCode(this.error) };
      if (this.ended) return { kind: 'closed' };
      const left = deadline - Date.now();
      if (left <= 0) return { kind: 'timeout' };
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  close(): void {
    this.socket.destroy();
  }
}
