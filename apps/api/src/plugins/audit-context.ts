import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditContext, type AuditContext } from '../db/database';

const contexts = new WeakMap<FastifyRequest, AuditContext & { close(): void }>();

/**
 * The request's caller, read when a transaction opens (so it is the account access control
 * signed in). Background work a request sets off inherits its async context: the job runner's
 * loop, woken by an enqueue, would otherwise log every job it drains as this request's. So the
 * values apply only to the request's own tenant and only until it is answered.
 */
function contextOf(request: FastifyRequest): AuditContext & { close(): void } {
  let context = contexts.get(request);
  if (!context) {
    let open = true;
    context = {
      valuesFor: (tenantId) =>
        open && (request.tenant as { id?: number } | undefined)?.id === tenantId
          ? { accountId: request.user?.accountId ?? null, requestId: request.id }
          : null,
      close: () => {
        open = false;
      },
    };
    contexts.set(request, context);
  }
  return context;
}

/**
 * Makes every `database.tenant()` of a request set `app.account_id` and `app.request_id` for the
 * audit triggers (migration 0027), with no feature passing them along. The context is entered
 * on request and again before validation: the hooks after the body is read run in the body
 * stream's async context, not the request's (@fastify/request-context does the same).
 */
export function registerAuditContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    auditContext.run(contextOf(request), done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    auditContext.run(contextOf(request), done);
  });
  app.addHook('onResponse', async (request) => {
    contexts.get(request)?.close();
  });
}
