import { z } from 'zod';
import { defineCall } from '../http/api-call';
import { detailSchema } from '../http/error-contract';
import { idPathSchema } from '../http/id';
import { exportQuerySchema, listQuerySchema } from '../http/list-query';
import { exportCall } from '../jobs/export-call';
import { exportFormatSchema } from '../jobs/export-formats';
import { API_ACCESS } from '../permissions/api-rules';
import { CLIENTES_FILTERS } from './clientes-filters';
import { clienteFormSchema } from '../clientes/cliente-form';
import { CLIENTES_PAGING } from '../clientes/clientes-list';
import { clienteDuplicateSchema, clienteRecordSchema, clientesPageSchema } from '../clientes/cliente-record';

/**
 * SPEC §7 "Telework": the customer database. Every role works the customers its scope reaches
 * (the service judges it: a Comercial their own and the unassigned ones); deleting a customer
 * erases its history, so it is Admin and above's (docs/decisions/).
 */
const clientesListQuery = listQuerySchema(CLIENTES_FILTERS, CLIENTES_PAGING);

export const clientesCalls = {
  /** SPEC §3's Telework filters plus search, paging and order. */
  list: defineCall({
    method: 'GET',
    path: '/api/clientes/entradas/',
    access: API_ACCESS.anyRole,
    query: clientesListQuery,
    response: clientesPageSchema,
  }),
  /** SPEC §4/§7: the filtered list as a job (xlsx or json); answers the task id to poll. */
  exportar: exportCall(
    '/api/clientes/teletrabajo/download-xlsx-teletrabajo/',
    API_ACCESS.anyRole,
    exportQuerySchema(CLIENTES_FILTERS, clientesListQuery, { format: exportFormatSchema }),
  ),
  create: defineCall({
    method: 'POST',
    path: '/api/clientes/entradas/',
    access: API_ACCESS.anyRole,
    body: clienteFormSchema,
    status: 201,
    response: clienteRecordSchema,
    errors: { 409: clienteDuplicateSchema },
  }),
  /** 404 'No se ha encontrado al cliente'. */
  get: defineCall({
    method: 'GET',
    path: '/api/clientes/entradas/:id/',
    access: API_ACCESS.anyRole,
    params: idPathSchema,
    response: clienteRecordSchema,
  }),
  /** 409: a document or phone taken (SPEC §8), or an erased customer (issue 17). */
  update: defineCall({
    method: 'PUT',
    path: '/api/clientes/entradas/:id/',
    access: API_ACCESS.anyRole,
    params: idPathSchema,
    body: clienteFormSchema,
    response: clienteRecordSchema,
    errors: { 409: z.union([clienteDuplicateSchema, detailSchema]) },
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/api/clientes/entradas/:id/',
    access: API_ACCESS.admin,
    params: idPathSchema,
    status: 204,
    response: z.null(),
  }),
};
