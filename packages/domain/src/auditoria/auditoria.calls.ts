import { defineCall } from '../http/api-call';
import { idPathSchema } from '../http/id';
import { badRequestSchema } from '../http/error-contract';
import { exportQuerySchema, listQuerySchema } from '../http/list-query';
import { taskStartedSchema } from '../jobs/task-status-contract';
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
  /** Queues the xlsx of the filtered log; answers the task id to poll (SPEC §4). */
  exportar: defineCall({
    method: 'GET',
    path: '/api/auditoria/download-xlsx/',
    access: API_ACCESS.admin,
    query: exportQuerySchema(AUDITORIA_FILTERS, listQuerySchema(AUDITORIA_FILTERS, AUDITORIA_PAGING), {}),
    response: taskStartedSchema,
    errors: { 400: badRequestSchema },
  }),
};
