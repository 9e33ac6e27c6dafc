import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../database';
import {
  DATA_LAG_HEADER,
  laggingReadContext,
  writtenAtOf,
  writtenPositionCookie,
  type LaggingReadContext,
} from './read-your-writes';
import { laterPosition } from './wal-position';

/** The methods that may write; a refused request (4xx) rolled its transaction back. */
const WRITING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const contexts = new WeakMap<FastifyRequest, LaggingReadContext>();

function contextOf(request: FastifyRequest): LaggingReadContext {
  let context = contexts.get(request);
  if (!context) {
    context = { writtenAt: writtenAtOf(request.headers.cookie), lagSeconds: null, open: true };
    contexts.set(request, context);
  }
  return context;
}

/**
 * Issue 30, with READ_DATABASE_URL only (nothing is registered without a standby): each request's
 * lagging reads learn the caller's last write from the cookie, the answer says how old their
 * data was, and an answered write hands the browser the primary's position to send back. That
 * costs writes one round trip to the primary, after the commit (read-your-writes.ts).
 */
export function registerLaggingReads(app: FastifyInstance, deps: { database: Database }): void {
  const { standby } = deps.database;
  if (!standby) return;
  // Entered again before validation, as the audit context is: the later hooks run in the body
  // stream's async context (plugins/audit-context.ts).
  app.addHook('onRequest', (request, _reply, done) => {
    laggingReadContext.run(contextOf(request), done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    laggingReadContext.run(contextOf(request), done);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const context = contexts.get(request);
    if (context?.lagSeconds != null) reply.header(DATA_LAG_HEADER, String(Math.floor(context.lagSeconds)));
    if (WRITING_METHODS.has(request.method) && reply.statusCode < 400) {
      const known = context?.writtenAt === 'unreadable' ? null : (context?.writtenAt ?? null);
      const position = laterPosition(await standby.writtenPosition(), known);
      reply.header('set-cookie', writtenPositionCookie(position, request.protocol === 'https'));
    }
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    const context = contexts.get(request);
    if (context) context.open = false;
  });
}
