import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { idPathSchema } from '../http/id';
import { API_ACCESS } from '../permissions/api-rules';
import {
  agendadosCuentaSchema,
  agendadosSchema,
  agendadoViewSchema,
  moveScheduledResultSchema,
} from './atenciones-contract';
import { agendadosQuerySchema, agendadoUpdateSchema, moveScheduledSchema } from './telework-schemas';

/**
 * SPEC §7 Telework "Scheduled": the pending callbacks, how many there are, changing one, and a
 * Manager moving a commercial's to another (decision 24). Who sees which is the service's (own,
 * team, all).
 */
export const agendadosCalls = {
  /** The callbacks of a range (up to 500, soonest first). */
  list: defineCall({
    method: 'GET',
    path: '/api/clientes/agendados/',
    access: API_ACCESS.anyRole,
    query: agendadosQuerySchema,
    response: agendadosSchema,
    errors: { 400: badRequestSchema },
  }),
  /** Issue 31: the top bar's bell counts its due callbacks without reading up to 500 of them. */
  count: defineCall({
    method: 'GET',
    path: '/api/clientes/agendados/cuenta/',
    access: API_ACCESS.anyRole,
    query: agendadosQuerySchema,
    response: agendadosCuentaSchema,
    errors: { 400: badRequestSchema },
  }),
  /** Move, annotate, complete or cancel one pending callback. */
  update: defineCall({
    method: 'PUT',
    path: '/api/atenciones/agendado/:id/',
    access: API_ACCESS.anyRole,
    params: idPathSchema,
    body: agendadoUpdateSchema,
    response: agendadoViewSchema,
    errors: { 400: badRequestSchema, 404: detailSchema },
  }),
  move: defineCall({
    method: 'POST',
    path: '/api/atenciones/move-scheduled/',
    access: API_ACCESS.manager,
    body: moveScheduledSchema,
    response: moveScheduledResultSchema,
    errors: { 400: badRequestSchema },
  }),
};
