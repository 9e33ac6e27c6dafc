import { defineCall } from '../http/api-call';
import { badRequestSchema } from '../http/error-contract';
import { API_ACCESS } from '../permissions/api-rules';
import { rendimientoOrigenSchema, rendimientoQuerySchema } from './rendimiento-origen-contract';

/**
 * Issue 17 "Origin performance" (SuperAdmin, /databaseManagement → Rendimiento por origen): per
 * lead origin, its leads (created in the optional window) and how many were contacted, called
 * back, not interested, offered and sold, with conversion. Every number opens its customers.
 */
export const rendimientoOrigenCalls = {
  porOrigen: defineCall({
    method: 'GET',
    path: '/api/rendimiento-origen/',
    access: API_ACCESS.superadmin,
    query: rendimientoQuerySchema,
    response: rendimientoOrigenSchema,
    errors: { 400: badRequestSchema },
  }),
};
