/**
 * Whether a request failed because the database could not be reached (a failover, a restart,
 * PgBouncer with no server), which the error handler answers with 503 and Retry-After rather
 * than a 500: the request was fine, the client may send it again in a few seconds, and HAProxy
 * has already stopped counting on this replica (readiness fails too).
 */

/** Socket errors of a connection that could not be made or was cut (node's `code`). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

/**
 * SQLSTATEs of a server that is going away or not taking connections: 57P01 admin shutdown,
 * 57P02 crash shutdown, 57P03 cannot connect now (starting, in recovery), 53300 too many
 * connections. Class 08 (connection exception) is matched as a class: PgBouncer reports its own
 * refusals ("server login failed", "no more connections allowed", "query_wait_timeout") as 08P01.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres's own errors for these cases carry no code, only these messages. */
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect', // pg-pool: no connection within connectionTimeoutMillis
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly', // the server or PgBouncer closed the socket mid-request
];

/** How long a client should wait before trying again (a replica restart or a failover's promote). */
export const RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNREACHABLE_DETAIL =
  'El servicio no está disponible en este momento. Inténtelo de nuevo en unos segundos.';

/**
 * Looks through the error and what it wraps (drizzle's DrizzleQueryError keeps the driver's error
 * as `cause`; a failed connect to several addresses is an AggregateError).
 */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (DRIVER_MESSAGES.some((message) => error.message.includes(message))) return true;
  const inner = error instanceof AggregateError ? error.errors : [error.cause];
  return inner.some((cause) => isDatabaseUnreachable(cause, depth + 1));
}
