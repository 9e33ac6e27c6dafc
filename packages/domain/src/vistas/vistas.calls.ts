import { z } from 'zod';
import { defineCall } from '../http/api-call';
import { idPathSchema } from '../http/id';
import { API_ACCESS } from '../permissions/api-rules';
import {
  vistaCambioSchema,
  vistaNuevaSchema,
  vistaSchema,
  vistasQuerySchema,
  vistasSchema,
} from './vistas-contract';

/**
 * Saved views (issue 15, beyond the spec; docs/decisions/): any signed-in role lists a screen's
 * views (own and shared with the caller) and saves, changes or removes its own.
 */
export const vistasCalls = {
  /** The caller's views of a screen, then those shared with them. */
  list: defineCall({
    method: 'GET',
    path: '/api/cuentas/vistas/',
    access: API_ACCESS.anyRole,
    query: vistasQuerySchema,
    response: vistasSchema,
  }),
  /** The screen's current query under a name. */
  create: defineCall({
    method: 'POST',
    path: '/api/cuentas/vistas/',
    access: API_ACCESS.anyRole,
    body: vistaNuevaSchema,
    status: 201,
    response: vistaSchema,
  }),
  /** Rename, share or not, or take the current query (own views only). */
  update: defineCall({
    method: 'PUT',
    path: '/api/cuentas/vistas/:id/',
    access: API_ACCESS.anyRole,
    params: idPathSchema,
    body: vistaCambioSchema,
    response: vistaSchema,
  }),
  /** One of the caller's own views. */
  remove: defineCall({
    method: 'DELETE',
    path: '/api/cuentas/vistas/:id/',
    access: API_ACCESS.anyRole,
    params: idPathSchema,
    status: 204,
    response: z.null(),
  }),
};
