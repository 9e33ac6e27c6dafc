import { defineCall } from '../http/api-call';
import { badRequestSchema } from '../http/error-contract';
import { API_ACCESS } from '../permissions/api-rules';
import { equipoMesResponseSchema, equipoQuerySchema } from './equipo-contract';

/**
 * Issue 14's team view (the spec shows no path): every commercial the caller may read, with the
 * month's figures. Its xlsx (`download-xlsx-calculadora/`) is a file, so by hand.
 */
export const equipoCalls = {
  equipoMes: defineCall({
    method: 'GET',
    path: '/api/calculadora/equipo_mes/',
    access: API_ACCESS.manager,
    query: equipoQuerySchema,
    response: equipoMesResponseSchema,
    errors: { 400: badRequestSchema },
  }),
};
