import { z } from 'zod';

/**
 * One choice of a form's select. `rate` is an amount in percent as a decimal string ("21"), given
 * only by lists whose choice carries one (`ubicacion`: the tax of the offer's location).
 * `activo: false` marks a choice the distributor no longer offers (a sale type deactivated in
 * Administración): its label still names what packages hold, a select offers it no more.
 */
export const opcionSchema = z.object({
  value: z.string(),
  label: z.string(),
  rate: z.string().optional(),
  activo: z.literal(false).optional(),
});
export type Opcion = z.infer<typeof opcionSchema>;

/** GET /api/utils/opciones/: the choices of each select, by list name (fixed and tenant lists). */
export const opcionesSchema = z.record(z.string(), z.array(opcionSchema));
export type Opciones = z.infer<typeof opcionesSchema>;

/** Models GET /api/utils/model-query/ lists: the spec names only origenBBDD; others join as their screens arrive. */
export const MODEL_QUERY_MODELS = ['origenBBDD'] as const;

export const modelQuerySchema = z.object({ model: z.enum(MODEL_QUERY_MODELS) });
export type ModelQuery = z.infer<typeof modelQuerySchema>;

/** One row of a model-query list. */
export const modelQueryItemSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  timestamp: z.string(),
});
export type ModelQueryItem = z.infer<typeof modelQueryItemSchema>;

export const modelQueryItemsSchema = z.array(modelQueryItemSchema);
