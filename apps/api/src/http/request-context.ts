import type { FastifyRequest } from 'fastify';
import { notAuthenticated } from './app-error';
import type { RequestUser } from './fastify-types';

/** The signed-in user of a route whose rule required one. */
export function currentUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw notAuthenticated();
  return request.user;
}
