import { defineCall } from '../http/api-call';
import { API_ACCESS } from '../permissions/api-rules';
import { gerenciaFiltersSchema } from './gerencia-filters-contract';

/** SPEC §7 Management (issue 15), served by the API's comerciales feature. */
export const gerenciaFiltersCalls = {
  /** The options of the Gerencia screens' filters: Manager and above, who see the whole tenant. */
  opciones: defineCall({
    method: 'GET',
    path: '/api/comerciales/gerencia-filters/',
    access: API_ACCESS.manager,
    response: gerenciaFiltersSchema,
  }),
};
