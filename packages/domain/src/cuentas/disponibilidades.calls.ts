import { z } from 'zod';
import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { idPathSchema } from '../http/id';
import { API_ACCESS } from '../permissions/api-rules';
import {
  disponibilidadesQuerySchema,
  disponibilidadFormSchema,
  disponibilidadSchema,
} from './disponibilidad-contract';

/**
 * SPEC §3 "Commercial availability", edited per person in RRHH (issue 16): Admin and above, as
 * the rest of the people directory.
 */
export const disponibilidadesCalls = {
  /** One person's availability periods. */
  list: defineCall({
    method: 'GET',
    path: '/api/cuentas/disponibilidades/',
    access: API_ACCESS.admin,
    query: disponibilidadesQuerySchema,
    response: z.array(disponibilidadSchema),
    errors: { 400: badRequestSchema },
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/cuentas/disponibilidades/',
    access: API_ACCESS.admin,
    body: disponibilidadFormSchema,
    status: 201,
    response: disponibilidadSchema,
    errors: { 400: badRequestSchema },
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/cuentas/disponibilidades/:id/',
    access: API_ACCESS.admin,
    params: idPathSchema,
    body: disponibilidadFormSchema,
    response: disponibilidadSchema,
    errors: { 400: badRequestSchema, 404: detailSchema },
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/api/cuentas/disponibilidades/:id/',
    access: API_ACCESS.admin,
    params: idPathSchema,
    status: 204,
    response: z.null(),
    errors: { 404: detailSchema },
  }),
};
