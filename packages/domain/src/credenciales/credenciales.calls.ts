import { z } from 'zod';
import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { idPathSchema } from '../http/id';
import { listQuerySchema } from '../http/list-query';
import { API_ACCESS } from '../permissions/api-rules';
import {
  CREDENCIALES_FILTERS,
  CREDENCIALES_PAGING,
  credencialesPageSchema,
  credencialFormSchema,
  credencialReveladaSchema,
  credencialSchema,
  revelacionesSchema,
} from './credenciales-contract';

/**
 * SPEC §7 "Credentials: GET/POST /api/scraping/claves/; PUT, DELETE .../{id}/" (issue 16): Admin
 * and above read; only SuperAdmin writes, reveals the secrets (recorded) and nobody reads them
 * anywhere else. The reveal path is the one a test's secret scanner allows `password`/`cookie` on.
 */
export const credencialesCalls = {
  /** The paged list: search, page, itemsPerPage and ordering. */
  list: defineCall({
    method: 'GET',
    path: '/api/scraping/claves/',
    access: API_ACCESS.admin,
    query: listQuerySchema(CREDENCIALES_FILTERS, CREDENCIALES_PAGING),
    response: credencialesPageSchema,
  }),
  detail: defineCall({
    method: 'GET',
    path: '/api/scraping/claves/:id/',
    access: API_ACCESS.admin,
    params: idPathSchema,
    response: credencialSchema,
    errors: { 404: detailSchema },
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/scraping/claves/',
    access: API_ACCESS.superadmin,
    body: credencialFormSchema,
    status: 201,
    response: credencialSchema,
    errors: { 400: badRequestSchema },
  }),
  /** A password or cookie left out of the body keeps the stored one; null clears it (`cambioSecreto`). */
  update: defineCall({
    method: 'PUT',
    path: '/api/scraping/claves/:id/',
    access: API_ACCESS.superadmin,
    params: idPathSchema,
    body: credencialFormSchema,
    response: credencialSchema,
    errors: { 400: badRequestSchema, 404: detailSchema },
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/api/scraping/claves/:id/',
    access: API_ACCESS.superadmin,
    params: idPathSchema,
    status: 204,
    response: z.null(),
    errors: { 404: detailSchema },
  }),
  /** The secrets in clear (SuperAdmin); every reveal is recorded. */
  reveal: defineCall({
    method: 'POST',
    path: '/api/scraping/claves/:id/revelar/',
    access: API_ACCESS.superadmin,
    params: idPathSchema,
    response: credencialReveladaSchema,
    errors: { 404: detailSchema, 409: detailSchema },
  }),
  /** Who revealed the credential's secrets, newest first. */
  revelaciones: defineCall({
    method: 'GET',
    path: '/api/scraping/claves/:id/revelaciones/',
    access: API_ACCESS.admin,
    params: idPathSchema,
    response: revelacionesSchema,
    errors: { 404: detailSchema },
  }),
};
