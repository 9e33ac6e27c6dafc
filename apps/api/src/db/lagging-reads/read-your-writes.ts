import { AsyncLocalStorage } from 'node:async_hooks';
import { walOffset } from './wal-position';

/**
 * Read-your-writes across replicas: after a request that may have written, the browser holds the
 * primary's WAL position in this cookie and sends it back to whichever replica answers next; a
 * lagging read goes to the standby only if the standby has replayed that far. Nothing is kept in
 * a process, and nothing outlives a transaction on a connection, so it holds behind a load
 * balancer and a transaction pooler. A cookie rather than a header: every tab shares it, and the
 * web app sends it with no code of its own.
 */
export const WRITTEN_POSITION_COOKIE = 'ventas_escrito';

/** The standby's lag in whole seconds, on every answer with a read that may lag. */
export const DATA_LAG_HEADER = 'x-datos-retraso';

/** What a request's lagging reads need to know, and what they report back. */
export interface LaggingReadContext {
  /** The caller's last write: null for none, 'unreadable' for a cookie that is not a position. */
  readonly writtenAt: string | null | 'unreadable';
  /** The largest lag among the request's lagging reads; null while none ran. */
  lagSeconds: number | null;
  /** False once answered: a job the request woke up inherits the context, not its caller. */
  open: boolean;
}

export const laggingReadContext = new AsyncLocalStorage<LaggingReadContext>();

/** The request's context while it is being answered; undefined for jobs and other background work. */
export function currentLaggingRead(): LaggingReadContext | undefined {
  const context = laggingReadContext.getStore();
  return context?.open ? context : undefined;
}

/** The position in the request's Cookie header (the first of that name). */
export function writtenAtOf(cookieHeader: string | undefined): LaggingReadContext['writtenAt'] {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== WRITTEN_POSITION_COOKIE) continue;
    const position = value.join('=');
    return walOffset(position) === null ? 'unreadable' : position;
  }
  return null;
}

/**
 * Only for /api and only to this host (each distributor's subdomain has its own); a browser
 * session's lifetime, as the position stays meaningful for ever: once the standby has replayed
 * it, checking it costs the comparison the lag query makes anyway.
 */
export function writtenPositionCookie(position: string, secure: boolean): string {
  return `${WRITTEN_POSITION_COOKIE}=${position}; Path=/api; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}
