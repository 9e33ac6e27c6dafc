import { defineCall } from '../http/api-call';
import { API_ACCESS } from '../permissions/api-rules';
import {
  calendarioEmpresaResponseSchema,
  calendarioEmpresaSchema,
  calendarioMesResponseSchema,
  calendarioQuerySchema,
} from './calendario-contract';

/** Issue 14's Calendario: a month's days, callbacks and holidays, and the tenant's own calendar. */
export const calendarioCalls = {
  /** A commercial's month day by day (the caller's current month when the query is empty). */
  mes: defineCall({
    method: 'GET',
    path: '/api/calculadora/calendario/',
    access: API_ACCESS.anyRole,
    query: calendarioQuerySchema,
    response: calendarioMesResponseSchema,
  }),
  /** The tenant's community, municipality and own days. */
  empresa: defineCall({
    method: 'GET',
    path: '/api/calculadora/calendario-empresa/',
    access: API_ACCESS.anyRole,
    response: calendarioEmpresaResponseSchema,
  }),
  /** Replaces the place and the whole list of own days (Admin). */
  saveEmpresa: defineCall({
    method: 'PUT',
    path: '/api/calculadora/calendario-empresa/',
    access: API_ACCESS.admin,
    body: calendarioEmpresaSchema,
    response: calendarioEmpresaResponseSchema,
  }),
};
