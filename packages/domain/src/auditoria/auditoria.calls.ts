import { defineCall } from '../http/api-call';
import { idPathSchema } from '../http/id';
import { listQuerySchema } from '../http/list-query';
import { API_ACCESS } from '../permissions/api-rules';
import {
  actividadClienteSchema,
  AUDITORIA_FILTERS,
  AUDITORIA_PAGING,
  auditoriaPageSchema,
} from './auditoria-contract';

/**
 * Issue 17 "Audit trail": Admins read the tenant's log; whoever may work a customer reads its
 * activity (the customer dialog's "Actividad" tab). The xlsx export is still registered by hand in
 * the API: its query is checked by the export job's own parser, which lives there.
 */
export const auditoriaCalls = {
  /** The log's page: its filters, search, page, itemsPerPage and ordering. */
  list: defineCall({
    method: 'GET',
    path: '/api/auditoria/',
    access: API_ACCESS.admin,
    query: listQuerySchema(AUDITORIA_FILTERS, AUDITORIA_PAGING),
    response: auditoriaPageSchema,
  }),
  /** The customer's record, phones, attentions, offers and packages as the log saw them. */
  actividadCliente: defineCall({
    method: 'GET',
    path: '/api/auditoria/cliente/:id/',
    access: API_ACCESS.anyRole,
    params: idPathSchema,
    response: actividadClienteSchema,
  }),
};
