import { defineCall } from '../http/api-call';
import { API_ACCESS } from '../permissions/api-rules';
import { comercialesSchema } from './comerciales-contract';

/** SPEC §5/§7: the commercials of the distributor, for assignment and the screens' choices. */
export const comercialesCalls = {
  /** Ordered by estado then name, 'Por asignar' last. */
  list: defineCall({
    method: 'GET',
    path: '/api/comerciales/',
    access: API_ACCESS.anyRole,
    response: comercialesSchema,
  }),
};
