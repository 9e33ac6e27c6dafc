import { z } from 'zod';
import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { idPathSchema } from '../http/id';
import { exportQuerySchema, listQuerySchema } from '../http/list-query';
import { exportCall } from '../jobs/export-call';
import { API_ACCESS } from '../permissions/api-rules';
import { cambioPasswordRespuestaSchema, cambioPasswordSchema } from './cambio-password-contract';
import {
  CUENTAS_FILTERS,
  CUENTAS_PAGING,
  cuentaCreateSchema,
  cuentaSchema,
  cuentasPageSchema,
  cuentaUpdateSchema,
} from './cuenta-form';
import { detalleSchema } from './cuentas-contract';

/**
 * SPEC §7 "Accounts and people" (issue 16): Admin and above list, create and delete; everyone
 * edits, within reglas-cuentas.ts (a Manager or Comercial only their own account).
 */
const cuentasListQuery = listQuerySchema(CUENTAS_FILTERS, CUENTAS_PAGING);

export const cuentasCalls = {
  /**
   * SPEC §7 Session: the signed-in user's detail, served before a password change too. The web
   * reads it by hand: it is on the sign-in's path, which loads no declaration.
   */
  detalle: defineCall({
    method: 'GET',
    path: '/api/cuentas/detalle/',
    access: API_ACCESS.anyRole,
    response: detalleSchema,
  }),
  /** A page when `page` is asked for; the whole filtered list otherwise. */
  list: defineCall({
    method: 'GET',
    path: '/api/cuentas/entradas/',
    access: API_ACCESS.admin,
    query: cuentasListQuery,
    response: z.union([cuentasPageSchema, z.array(cuentaSchema)]),
  }),
  /** RRHH's xlsx of the filtered directory, as a job; answers the task id to poll (SPEC §4). */
  exportar: exportCall(
    '/api/cuentas/entradas/download-xlsx/',
    API_ACCESS.admin,
    exportQuerySchema(CUENTAS_FILTERS, cuentasListQuery, {}),
  ),
  /** The new account must change its password on first sign-in. */
  create: defineCall({
    method: 'POST',
    path: '/api/cuentas/entradas/',
    access: API_ACCESS.admin,
    body: cuentaCreateSchema,
    status: 201,
    response: cuentaSchema,
    errors: { 400: badRequestSchema },
  }),
  /** Only the fields sent change (absent = unchanged). */
  update: defineCall({
    method: 'PUT',
    path: '/api/cuentas/entradas/:id/',
    access: API_ACCESS.anyRole,
    params: idPathSchema,
    body: cuentaUpdateSchema,
    response: cuentaSchema,
    errors: { 400: badRequestSchema, 404: detailSchema, 409: detailSchema },
  }),
  /** An account with history is deactivated and kept. */
  remove: defineCall({
    method: 'DELETE',
    path: '/api/cuentas/entradas/:id/',
    access: API_ACCESS.admin,
    params: idPathSchema,
    status: 204,
    response: z.null(),
    errors: { 404: detailSchema, 409: detailSchema },
  }),
  /**
   * The signed-in account chooses its own password, proving the current one: a fresh token pair
   * (every other session of the account is closed); 400 names the fields.
   */
  cambiarPassword: defineCall({
    method: 'POST',
    path: '/api/cuentas/cambiar-password/',
    access: API_ACCESS.anyRole,
    body: cambioPasswordSchema,
    response: cambioPasswordRespuestaSchema,
    errors: { 400: badRequestSchema },
  }),
};
