import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { API_ACCESS } from '../permissions/api-rules';
import { comunicadoSchema, comunicadosSchema, setReadCommunicateSchema } from './cuentas-contract';

/**
 * SPEC §7 Communications: what the caller received (every role; the top bar's badge reads it,
 * so this file holds only these two). The Admins' side is comunicados-admin.calls.ts.
 */
export const comunicadosCalls = {
  recibidos: defineCall({
    method: 'GET',
    path: '/api/cuentas/communicates/',
    access: API_ACCESS.anyRole,
    response: comunicadosSchema,
  }),
  /** The caller marks one received communication read; answers it, now read. */
  marcarLeido: defineCall({
    method: 'POST',
    path: '/api/cuentas/set-read-communicate/',
    access: API_ACCESS.anyRole,
    body: setReadCommunicateSchema,
    response: comunicadoSchema,
    errors: { 400: badRequestSchema, 404: detailSchema },
  }),
};
