import { z } from 'zod';
import { defineCall } from '../http/api-call';
import { API_ACCESS } from '../permissions/api-rules';
import { PROVEEDORES } from './proveedores';
import { RUTA_PROVEEDORES } from './rutas-api';

export const proveedoresDisponiblesSchema = z.object({
  proveedores: z.array(z.object({ proveedor: z.enum(PROVEEDORES), slug: z.string() })),
});
export type ProveedoresDisponibles = z.infer<typeof proveedoresDisponiblesSchema>;

/**
 * What the web asks first: the providers of the user's distributor (by its groups) and the slug
 * each one's calls live under (proveedores.calls.ts). On its own, small, so the screens that only
 * ask which providers there are load none of the providers' answers.
 */
export const proveedoresDisponiblesCalls = {
  list: defineCall({
    method: 'GET',
    path: RUTA_PROVEEDORES,
    access: API_ACCESS.anyRole,
    response: proveedoresDisponiblesSchema,
  }),
};
