import { z } from 'zod';
import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { idPathSchema } from '../http/id';
import { listQuerySchema } from '../http/list-query';
import { API_ACCESS } from '../permissions/api-rules';
import {
  COMUNICADOS_ENVIADOS_FILTERS,
  COMUNICADOS_ENVIADOS_PAGING,
  comunicadoEnviadoSchema,
  comunicadoFormSchema,
  comunicadosEnviadosPageSchema,
} from './comunicado-admin-contract';

/** The Admins' side of SPEC §7 Communications (issue 16): the sent list, sending, deleting. */
export const comunicadosAdminCalls = {
  /** Newest first, a page (its own path: GET communicates/ stays the caller's received list). */
  enviados: defineCall({
    method: 'GET',
    path: '/api/cuentas/communicates/enviados/',
    access: API_ACCESS.admin,
    query: listQuerySchema(COMUNICADOS_ENVIADOS_FILTERS, COMUNICADOS_ENVIADOS_PAGING),
    response: comunicadosEnviadosPageSchema,
  }),
  /** The sent communication with its audience. */
  enviar: defineCall({
    method: 'POST',
    path: '/api/cuentas/communicates/',
    access: API_ACCESS.admin,
    body: comunicadoFormSchema,
    status: 201,
    response: comunicadoEnviadoSchema,
    errors: { 400: badRequestSchema },
  }),
  /** Its receipts go with it. */
  borrar: defineCall({
    method: 'DELETE',
    path: '/api/cuentas/communicates/:id/',
    access: API_ACCESS.admin,
    params: idPathSchema,
    status: 204,
    response: z.null(),
    errors: { 404: detailSchema },
  }),
};
