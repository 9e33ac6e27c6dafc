import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { API_ACCESS } from '../permissions/api-rules';
import {
  cierreMesBodySchema,
  cierresListSchema,
  clawbackBodySchema,
  clawbackSchema,
  extractoQuerySchema,
  extractoSchema,
  reaperturaBodySchema,
} from './extracto-contract';

/**
 * The commission statement (anyone, their own; managers their team's) and the month close
 * (Admin and above). Paths the spec does not show (decision 89). The statement's PDF is a file,
 * registered by hand by the documents feature.
 */
export const extractoCalls = {
  /** The month's statement. */
  extracto: defineCall({
    method: 'GET',
    path: '/api/calculadora/extracto/',
    access: API_ACCESS.anyRole,
    query: extractoQuerySchema,
    response: extractoSchema,
    errors: { 400: badRequestSchema, 403: detailSchema },
  }),
  /** The closed months and the log of closes. */
  cierres: defineCall({
    method: 'GET',
    path: '/api/calculadora/cierres/',
    access: API_ACCESS.admin,
    response: cierresListSchema,
  }),
  /** Closes a finished month; the server's message. */
  cerrar: defineCall({
    method: 'POST',
    path: '/api/calculadora/cierres/',
    access: API_ACCESS.admin,
    body: cierreMesBodySchema,
    status: 201,
    response: detailSchema,
    errors: { 400: badRequestSchema, 409: detailSchema },
  }),
  /** Reopens the last closed month, with its reason; the server's message. */
  reabrir: defineCall({
    method: 'POST',
    path: '/api/calculadora/cierres/reabrir/',
    access: API_ACCESS.admin,
    body: reaperturaBodySchema,
    response: detailSchema,
    errors: { 400: badRequestSchema, 409: detailSchema },
  }),
  /** The window per operator in which a cancellation is taken back. */
  clawback: defineCall({
    method: 'GET',
    path: '/api/calculadora/clawback/',
    access: API_ACCESS.manager,
    response: clawbackSchema,
  }),
  /** Replaces every operator's window. */
  guardarClawback: defineCall({
    method: 'PUT',
    path: '/api/calculadora/clawback/',
    access: API_ACCESS.admin,
    body: clawbackBodySchema,
    response: clawbackSchema,
    errors: { 400: badRequestSchema },
  }),
};
