import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiCall, CallAlsoResult, CallRequestParts, CallResult } from '@ventas/domain/http/api-call';
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

/**
 * A list PostgreSQL already wrote as JSON text (a whole catalogue list, `readTableRowsJson`): sent
 * as it is, so a long list is not parsed and serialised again. Its shape is the SQL's, which the
 * web checks against the call's answer schema in development and tests.
 */
export class WrittenJson {
  constructor(readonly text: string) {}
}

/**
 * The second success of a call that declares one (`alsoAnswers`), with its body: a catalogue
 * delete that erased the row answers `new SecondSuccess(null)` (204), and one that deactivated it
 * answers its first success (200).
 */
export class SecondSuccess<T> {
  constructor(readonly body: T) {}
}

/** A handler's success answer: nothing for a 204, whose body routeCall always sends as null. */
type HandlerAnswer<C extends ServedCall> =
  | (C['status'] extends 204 ? void : CallResult<C>)
  | ([CallAlsoResult<C>] extends [undefined] ? never : SecondSuccess<CallAlsoResult<C>>)
  | WrittenJson;

/** Returns the success answer; the status is the call's own (200, 201 or 204), or its second's. */
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
      response: {
        [status]: call.response,
        ...(call.alsoAnswers ? { [call.alsoAnswers.status]: call.alsoAnswers.response } : {}),
        ...call.errors,
      },
    },
    // Typed here by the call, not by the schema object built above (which erases it).
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      // Fastify parsed params, query and body with the call's own schemas just above.
      const result = await handler(request as CallRequest<C>, reply);
      if (result instanceof WrittenJson)
        return reply.code(status).type('application/json; charset=utf-8').send(result.text);
      if (result instanceof SecondSuccess && call.alsoAnswers) {
        const second = call.alsoAnswers.status;
        return reply.code(second).send(second === 204 ? null : result.body);
      }
      return reply.code(status).send(status === 204 ? null : result);
    },
  });
}
