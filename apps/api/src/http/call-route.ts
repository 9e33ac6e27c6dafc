import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiCall, CallRequestParts, CallResult } from '@ventas/domain/http/api-call';
import type { RouteAccess } from '@ventas/domain/permissions/api-rules';
import type { ApiInstance } from './route-types';

/** A call the server can register: its access is one of the permission table's rules. */
export type ServedCall = ApiCall & { access: RouteAccess };

/**
 * The request a handler of a declared call receives: Fastify's request (tenant, session, log…)
 * with the params, query and body the call's schemas parsed.
 */
export type CallRequest<C extends ServedCall> = FastifyRequest<{
  Params: CallRequestParts<C>['params'];
  Querystring: CallRequestParts<C>['query'];
  Body: CallRequestParts<C>['body'];
}>;

/** A handler's success answer: nothing for a 204, whose body routeCall always sends as null. */
type HandlerAnswer<C extends ServedCall> = C['status'] extends 204 ? void : CallResult<C>;

/** Returns the success answer; the status is the call's own (200, 201 or 204). */
export type CallHandler<C extends ServedCall> = (
  request: CallRequest<C>,
  reply: FastifyReply,
) => Promise<HandlerAnswer<C>> | HandlerAnswer<C>;

/**
 * The server's own gates a route may be let through or held at (fastify-types.ts): served during
 * maintenance, or to an account that must change its password first, or a rate limit of its own
 * (the sign-in's, per address). Not in the declaration: they are how this server guards a tenant,
 * not what the call is.
 */
export type RouteGates = Pick<
  FastifyContextConfig,
  'maintenanceExempt' | 'beforePasswordChange' | 'rateLimit'
>;

/**
 * Issue 32: registers a route from its declaration in the domain: method, path, access rule,
 * schemas and status all come from there, so the route file holds only the handler.
 */
export function routeCall<C extends ServedCall>(
  app: ApiInstance,
  call: C,
  handler: CallHandler<C>,
  gates: RouteGates = {},
): void {
  const status = call.status ?? 200;
  app.route({
    method: call.method,
    url: call.path,
    config: { ...gates, access: call.access },
    schema: {
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      response: { [status]: call.response, ...call.errors },
    },
    // Typed here by the call, not by the schema object built above (which erases it).
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      // Fastify parsed params, query and body with the call's own schemas just above.
      const result = await handler(request as CallRequest<C>, reply);
      return reply.code(status).send(status === 204 ? null : result);
    },
  });
}
