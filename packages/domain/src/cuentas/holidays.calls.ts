import { z } from 'zod';
import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { idPathSchema } from '../http/id';
import { API_ACCESS } from '../permissions/api-rules';
import { holidayFormSchema, holidaySchema, holidaysQuerySchema } from './holidays-contract';

/**
 * SPEC §7 Holidays: reading follows decision 83 (own, team, all; the service judges it); writing
 * is Admin and above's.
 */
export const holidaysCalls = {
  /** The holidays touching the range (both days included), optionally of one commercial. */
  list: defineCall({
    method: 'GET',
    path: '/api/cuentas/holidays/',
    access: API_ACCESS.anyRole,
    query: holidaysQuerySchema,
    response: z.array(holidaySchema),
    errors: { 400: badRequestSchema },
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/cuentas/holidays/',
    access: API_ACCESS.admin,
    body: holidayFormSchema,
    status: 201,
    response: holidaySchema,
    errors: { 400: badRequestSchema },
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/cuentas/holidays/:id/',
    access: API_ACCESS.admin,
    params: idPathSchema,
    body: holidayFormSchema,
    response: holidaySchema,
    errors: { 400: badRequestSchema, 404: detailSchema },
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/api/cuentas/holidays/:id/',
    access: API_ACCESS.admin,
    params: idPathSchema,
    status: 204,
    response: z.null(),
    errors: { 404: detailSchema },
  }),
};
