import { defineCall } from '../http/api-call';
import { API_ACCESS } from '../permissions/api-rules';
import { localidadesQuerySchema, localidadesSchema } from './localidades-contract';

/** SPEC §7 Telework: the postal-code lookup that fills the address form. */
export const localidadesCalls = {
  /**
   * The towns of a postal code. `provincia` comes from the code's first two digits; each
   * municipality carries its own (a few codes cross a line).
   */
  fromCp: defineCall({
    method: 'GET',
    path: '/api/utils/localidades-from-cp/',
    access: API_ACCESS.anyRole,
    query: localidadesQuerySchema,
    response: localidadesSchema,
  }),
};
