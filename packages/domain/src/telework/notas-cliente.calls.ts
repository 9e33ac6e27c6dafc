import { defineCall } from '../http/api-call';
import { API_ACCESS } from '../permissions/api-rules';
import { notasClienteQuerySchema, notaSchema, notasSchema } from './notas-cliente-contract';
import { notaClienteSchema } from './telework-schemas';

/** SPEC §7 Telework "notascliente": a customer's notes, for those who may work the customer. */
export const notasClienteCalls = {
  /** The notes of one customer (`client_id`). */
  list: defineCall({
    method: 'GET',
    path: '/api/clientes/notascliente/',
    access: API_ACCESS.anyRole,
    query: notasClienteQuerySchema,
    response: notasSchema,
  }),
  /** SPEC §3 note form: `{nota, cliente}`; the author is the caller. */
  create: defineCall({
    method: 'POST',
    path: '/api/clientes/notascliente/',
    access: API_ACCESS.anyRole,
    body: notaClienteSchema,
    status: 201,
    response: notaSchema,
  }),
};
