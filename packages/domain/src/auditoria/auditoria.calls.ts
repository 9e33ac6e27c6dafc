import { defineCall } from '../http/api-call';
import { idPathSchema } from '../http/id';
import { API_ACCESS } from '../permissions/api-rules';
import { actividadClienteSchema } from './auditoria-contract';

/**
 * Issue 17 "Audit trail": whoever may work a customer reads its activity (the customer dialog's
 * "Actividad" tab).
 *
 * The log's page (GET /api/auditoria/) and its xlsx export (GET /api/auditoria/download-xlsx/) are
 * not declared here yet: their query strings are parsed by the API's `listQuerySchema`
 * (apps/api/src/lists/list-query.ts), so their routes are still written by hand in
 * `auditoria.routes.ts`.
 */
export const auditoriaCalls = {
  /** The customer's record, phones, attentions, offers and packages as the log saw them. */
  actividadCliente: defineCall({
    method: 'GET',
    path: '/api/auditoria/cliente/:id/',
    access: API_ACCESS.anyRole,
    params: idPathSchema,
    response: actividadClienteSchema,
  }),
};
