import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { RequestTenant, RequestUser } from '../http/fastify-types';

/** The route label of a request no route matched (404s, the web app's history fallback). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route's template (`/api/clientes/:id/`), never the URL: a URL carries ids, and its query
 * string may carry a document, a phone or a token.
 */
export const routeTemplate = (request: FastifyRequest): string => request.routeOptions.url ?? UNMATCHED_ROUTE;

/**
 * Shapes that never reach a log line, even inside an error's text: a database error may quote a
 * value (`invalid input syntax … "12345678Z"`). DNI, NIE, CIF, an IBAN (bare or in groups of
 * four) and a JWT; passwords and refresh tokens never reach SQL unhashed.
 */
const SENSITIVE_SHAPES = [
  /\b\d{8}[A-Z]\b/gi,
  /\b[XYZ]\d{7}[A-Z]\b/gi,
  /\b[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]\b/gi,
  /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,4})?\b/g,
  /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g,
];

export const maskSensitive = (text: string): string =>
  SENSITIVE_SHAPES.reduce((masked, shape) => masked.replace(shape, '[oculto]'), text);

interface ErrorFields {
  code?: unknown;
  statusCode?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  query?: unknown;
  params?: unknown;
}

const stringField = (name: string, value: unknown) => (typeof value === 'string' ? { [name]: value } : {});

/**
 * The `err` of a log line: type, message, code and stack, and the same of its cause. Drizzle's
 * failed-query error lists the statement's parameters in its message (a customer's document,
 * IBAN, a password hash): only the statement is kept. A PostgreSQL error's `detail` quotes the
 * row (`Key (documento)=(…)`): only the names of its constraint, table and column are kept.
 */
export function safeError(error: Error): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  const fields = error as Error & ErrorFields;
  const raw =
    'params' in error && typeof fields.query === 'string' ? `Failed query: ${fields.query}` : error.message;
  const message = maskSensitive(raw);
  const frames = error.stack?.indexOf('\n    at ') ?? -1;
  return {
    type: error.name,
    message,
    ...stringField('code', fields.code),
    ...(typeof fields.statusCode === 'number' ? { statusCode: fields.statusCode } : {}),
    ...stringField('constraint', fields.constraint),
    ...stringField('table', fields.table),
    ...stringField('column', fields.column),
    stack: `${error.name}: ${message}${frames >= 0 ? (error.stack ?? '').slice(frames) : ''}`,
    ...(error.cause instanceof Error ? { cause: safeError(error.cause) } : {}),
  };
}

/** Who and what, for the request's one line: no URL, header, query or body. */
function requestFacts(request: FastifyRequest, reply: FastifyReply) {
  // Decorated in the /api scope only: the probes, /metrics and the web app have neither.
  const tenant = request.tenant as RequestTenant | null | undefined;
  const user = request.user as RequestUser | null | undefined;
  return {
    tenant: tenant?.subdomain ?? null,
    tenantId: tenant?.id ?? null,
    userId: user?.accountId ?? null,
    method: request.method,
    route: routeTemplate(request),
    statusCode: reply.statusCode,
    durationMs: Math.round(reply.elapsedTime * 10) / 10,
  };
}

/**
 * API calls at info; the web app's files, its history fallback and /metrics at debug unless they
 * fail with a 5xx (issue 29: one user's browsing logged ~18,000 static-file lines an hour). The
 * URL decides the level only; it is never written.
 */
function completedLevel(request: FastifyRequest, reply: FastifyReply): 'info' | 'debug' {
  return request.url.startsWith('/api/') || reply.statusCode >= 500 ? 'info' : 'debug';
}

/**
 * Issue 28: exactly one JSON line per request, when it completes, with the request id (the child
 * logger's `reqId`), tenant, user id, route template, status and duration. Fastify's "incoming
 * request" and "not found" lines are dropped: they repeat the raw URL, query string included.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) reply.log.error({ ...requestFacts(request, reply), err: error }, 'request errored');
    else reply.log[completedLevel(request, reply)](requestFacts(request, reply), 'request completed');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    const level = reply.statusCode >= 500 ? 'error' : 'info';
    reply.log[level]({ route: routeTemplate(request), err: error }, 'request failed');
  }

  override writeHeadError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    reply.log.warn({ route: routeTemplate(request), err: error }, 'could not write the response head');
  }
}

/**
 * The app's logger: pino at `level`, or every line into `stream` at info (tests read them). The
 * serializers keep secrets out of lines other code writes: errors as safeError, a request as its
 * method and route template.
 */
export function loggerOptions(
  level: string,
  stream: { write(line: string): void } | undefined,
): FastifyServerOptions['logger'] {
  if (!stream && level === 'silent') return false;
  return {
    level: stream ? 'info' : level,
    ...(stream ? { stream } : {}),
    serializers: {
      err: safeError,
      req: (request: FastifyRequest) => ({ method: request.method, route: routeTemplate(request) }),
    },
  };
}
