import { z } from 'zod';
import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { idPathSchema } from '../http/id';
import { API_ACCESS } from '../permissions/api-rules';
import { tiendaCifrasQuerySchema, tiendaCifrasSchema } from './tienda-cifras-contract';
import { tiendaFormSchema, tiendaSchema, tiendasSchema } from './tienda-contract';

/**
 * Issue 17 "Tiendas" (group A; the spec shows no path): every role reads the stores and their
 * commercials, Admin and above write them; a store's month figures are Manager and above's, and a
 * Comercial's for the store they work in (the service judges that one).
 */
export const tiendasCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/tiendas/',
    access: API_ACCESS.tiendas,
    response: tiendasSchema,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/tiendas/',
    access: API_ACCESS.tiendasAdmin,
    body: tiendaFormSchema,
    status: 201,
    response: tiendaSchema,
    errors: { 400: badRequestSchema },
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/tiendas/:id/',
    access: API_ACCESS.tiendasAdmin,
    params: idPathSchema,
    body: tiendaFormSchema,
    response: tiendaSchema,
    errors: { 400: badRequestSchema, 404: detailSchema },
  }),
  /** Its commercials are left without a store. */
  remove: defineCall({
    method: 'DELETE',
    path: '/api/tiendas/:id/',
    access: API_ACCESS.tiendasAdmin,
    params: idPathSchema,
    status: 204,
    response: z.null(),
    errors: { 404: detailSchema },
  }),
  /** The store's month (the one whose period holds today when `mes` is absent). */
  cifras: defineCall({
    method: 'GET',
    path: '/api/tiendas/:id/cifras/',
    access: API_ACCESS.tiendas,
    params: idPathSchema,
    query: tiendaCifrasQuerySchema,
    response: tiendaCifrasSchema,
    errors: { 403: detailSchema, 404: detailSchema },
  }),
};
