import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { filtersQuerySchema } from '../http/list-query';
import { API_ACCESS } from '../permissions/api-rules';
import { RETAILX_FILTERS, retailxSchema } from './retailx-contract';

/**
 * RetailX (SPEC §2: the route allows every role; issue 17: the retail channel). The spec shows no
 * call; `GET /api/retailx/` takes Gerencia's dates. Group D only (a tenant switch, like group A's
 * stores): every role of a group-D distributor, each seeing what Gerencia's scope rule lets them.
 */
export const retailxCalls = {
  /** The retail channel's figures for Gerencia's dates (none: the SPEC §9 period). */
  cifras: defineCall({
    method: 'GET',
    path: '/api/retailx/',
    access: API_ACCESS.retailX,
    query: filtersQuerySchema(RETAILX_FILTERS),
    response: retailxSchema,
    errors: { 400: badRequestSchema, 403: detailSchema },
  }),
};
