import { z } from 'zod';
import { clienteDuplicateSchema } from '../clientes/cliente-record';
import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { idPathSchema } from '../http/id';
import { API_ACCESS } from '../permissions/api-rules';
import { ofertaDetailSchema, ofertaFormSchema } from './oferta-contract';

/**
 * SPEC §7 "Offers and catalogue": an offer read for the configurator (the spec shows no read:
 * decision 74) and saved in EDIT mode. Any role, on offers of customers they may work.
 */
export const ofertasCalls = {
  detail: defineCall({
    method: 'GET',
    path: '/api/atenciones/oferta/:id/',
    access: API_ACCESS.anyRole,
    params: idPathSchema,
    response: ofertaDetailSchema,
    errors: { 404: detailSchema },
  }),
  /** The offer as saved, priced by the server; 409 names a phone another customer holds. */
  update: defineCall({
    method: 'PUT',
    path: '/api/atenciones/oferta/:id/',
    access: API_ACCESS.anyRole,
    params: idPathSchema,
    body: ofertaFormSchema,
    response: ofertaDetailSchema,
    errors: {
      400: badRequestSchema,
      404: detailSchema,
      409: z.union([clienteDuplicateSchema, detailSchema]),
    },
  }),
};
