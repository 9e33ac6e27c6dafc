import { z } from 'zod';
import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { idPathSchema } from '../http/id';
import { API_ACCESS, type RouteAccess } from '../permissions/api-rules';
import {
  historyQuerySchema,
  priceHistoryEntrySchema,
  priceHistoryFormSchema,
  priceOnDateRequestSchema,
  priceOnDateResponseSchema,
  upfrontEntrySchema,
  upfrontFormSchema,
} from './price-history';

/**
 * The four calls of one dated history (SPEC §7 pricehistory/ and upfronts/): an item's entries,
 * and Admin and above writing them. The two histories differ in their path, entry and who reads.
 */
function historyCalls<const P extends string, F extends z.ZodType, E extends z.ZodType>(
  path: P,
  form: F,
  entry: E,
  read: RouteAccess,
) {
  const writes = { 400: badRequestSchema, 404: detailSchema };
  return {
    list: defineCall({
      method: 'GET',
      path: `/api/servicios/${path}/`,
      access: read,
      query: historyQuerySchema,
      response: z.array(entry),
      errors: { 400: badRequestSchema },
    }),
    create: defineCall({
      method: 'POST',
      path: `/api/servicios/${path}/`,
      access: API_ACCESS.admin,
      body: form,
      status: 201,
      response: entry,
      errors: writes,
    }),
    update: defineCall({
      method: 'PUT',
      path: `/api/servicios/${path}/:id/`,
      access: API_ACCESS.admin,
      params: idPathSchema,
      body: form,
      response: entry,
      errors: writes,
    }),
    remove: defineCall({
      method: 'DELETE',
      path: `/api/servicios/${path}/:id/`,
      access: API_ACCESS.admin,
      params: idPathSchema,
      status: 204,
      response: z.null(),
      errors: { 404: detailSchema },
    }),
  };
}

/** Price history is an admin screen's (Manager and above read it). */
export const priceHistoryCalls = {
  ...historyCalls('pricehistory', priceHistoryFormSchema, priceHistoryEntrySchema, API_ACCESS.manager),
  /** The prices of many items at one instant (the configurator's quote). */
  onDate: defineCall({
    method: 'POST',
    path: '/api/servicios/price-on-date/',
    access: API_ACCESS.anyRole,
    body: priceOnDateRequestSchema,
    response: priceOnDateResponseSchema,
    errors: { 400: badRequestSchema },
  }),
};

/** Upfronts are read by every role: the configurator and the calculator use them. */
export const upfrontsCalls = historyCalls(
  'upfronts',
  upfrontFormSchema,
  upfrontEntrySchema,
  API_ACCESS.anyRole,
);
