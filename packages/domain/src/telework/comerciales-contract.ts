import { z } from 'zod';
import { POR_ASIGNAR } from './comerciales-order';

/** One account of GET /api/comerciales/ (SPEC §5), guests left out. */
export const comercialSchema = z.object({
  id: z.number().int(),
  nombre_completo: z.string(),
  username: z.string(),
  estado: z.string(),
  tipo_comercial: z.string(),
  rol: z.number().int(),
});
export type Comercial = z.infer<typeof comercialSchema>;

/** The closing "Por asignar" entry: id is the string 'null'; it has no account fields. */
export const porAsignarSchema = z.object({
  id: z.literal(POR_ASIGNAR.id),
  nombre_completo: z.literal(POR_ASIGNAR.nombre_completo),
  username: z.null(),
  estado: z.null(),
  tipo_comercial: z.null(),
  rol: z.null(),
});
export type PorAsignar = z.infer<typeof porAsignarSchema>;

/** The accounts ordered by estado then name (comerciales-order.ts), 'Por asignar' last. */
export const comercialesSchema = z.array(z.union([comercialSchema, porAsignarSchema]));
export type ComercialOption = Comercial | PorAsignar;
