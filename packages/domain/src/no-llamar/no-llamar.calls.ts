import { z } from 'zod';
import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { idPathSchema } from '../http/id';
import { listQuerySchema } from '../http/list-query';
import { API_ACCESS } from '../permissions/api-rules';
import {
  NO_LLAMAR_FILTERS,
  NO_LLAMAR_PAGING,
  noLlamarPageSchema,
  marcarClienteSchema,
  marcarTelefonoSchema,
  noLlamarClienteSchema,
  noLlamarSchema,
} from './no-llamar-contract';

/**
 * Issue 17 "Do-not-call (no llamar)". The spec shows no paths (decision in
 * .scratch/decisions-no-llamar.md): marking one phone or every phone of a customer (anyone who may
 * work that customer, the service judges it; a bare phone Admin and above), a customer's opted-out
 * phones (the dialog hides their click-to-call) and withdrawal (SuperAdmin). The bulk upload
 * (multipart) is registered by hand in the API.
 */
export const noLlamarCalls = {
  /** The list (Admin and above): search by phone, fuente, dates, page, itemsPerPage, ordering. */
  list: defineCall({
    method: 'GET',
    path: '/api/no-llamar/',
    access: API_ACCESS.admin,
    query: listQuerySchema(NO_LLAMAR_FILTERS, NO_LLAMAR_PAGING),
    response: noLlamarPageSchema,
  }),
  /**
   * One phone, or one of a customer's phones: 201 when it is new to the list, 200 (the same row)
   * when it was already on it. The API registers it by hand from this declaration, since a
   * declared call has one success status.
   */
  marcar: defineCall({
    method: 'POST',
    path: '/api/no-llamar/',
    access: API_ACCESS.anyRole,
    body: marcarTelefonoSchema,
    status: 201,
    response: noLlamarSchema,
    /** A phone already on the list answers its row as it stands. */
    alsoAnswers: { status: 200, response: noLlamarSchema },
    errors: { 400: badRequestSchema, 403: detailSchema, 404: detailSchema },
  }),
  /** The customer's opted-out phones (normalised). */
  deCliente: defineCall({
    method: 'GET',
    path: '/api/no-llamar/cliente/:id/',
    access: API_ACCESS.anyRole,
    params: idPathSchema,
    response: noLlamarClienteSchema,
    errors: { 404: detailSchema },
  }),
  /** Every phone of the customer; answers its opted-out phones. */
  marcarCliente: defineCall({
    method: 'POST',
    path: '/api/no-llamar/cliente/:id/',
    access: API_ACCESS.anyRole,
    params: idPathSchema,
    body: marcarClienteSchema,
    response: noLlamarClienteSchema,
    errors: { 400: badRequestSchema, 404: detailSchema },
  }),
  retirar: defineCall({
    method: 'DELETE',
    path: '/api/no-llamar/:id/',
    access: API_ACCESS.superadmin,
    params: idPathSchema,
    status: 204,
    response: z.null(),
    errors: { 404: detailSchema, 409: detailSchema },
  }),
};
