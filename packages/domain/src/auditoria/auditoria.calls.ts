import { defineCall } from '../http/api-call';
import { idPathSchema } from '../http/id';
import { exportQuerySchema, listQuerySchema } from '../http/list-query';
import { exportCall } from '../jobs/export-call';
import { API_ACCESS } from '../permissions/api-rules';
import {
  actividadClienteSchema,
  AUDITORIA_FILTERS,
  AUDITORIA_PAGING,
  auditoriaPageSchema,
} from './auditoria-contract';

/**
 * Issue 17 "Audit trail": Admins read the tenant's log; whoever may work a customer reads its
 * activity (the customer dialog's "Actividad" tab), and the log's xlsx export (a job).
 */
const auditoriaListQuery = listQuerySchema(AUDITORIA_FILTERS, AUDITORIA_PAGING);

export const auditoriaCalls = {
  /** The log's page: its filters, search, page, itemsPerPage and ordering. */
  list: defineCall({
    method: 'GET',
    path: '/api/auditoria/',
    access: API_ACCESS.admin,
    query: auditoriaListQuery,
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
  /** Queues the xlsx of the filtered log; answers the task id to poll (SPEC §4). */
  exportar: exportCall(
    '/api/auditoria/download-xlsx/',
    API_ACCESS.admin,
    exportQuerySchema(AUDITORIA_FILTERS, auditoriaListQuery, {}),
  ),
};
