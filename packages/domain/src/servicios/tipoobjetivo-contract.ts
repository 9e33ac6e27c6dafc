import { z } from 'zod';

/** One entry of GET /api/servicios/tipoobjetivo/, ordered by name. */
export const tipoObjetivoSchema = z.object({ id: z.number().int(), nombre: z.string() });
export type TipoObjetivo = z.infer<typeof tipoObjetivoSchema>;

export const tiposObjetivoSchema = z.array(tipoObjetivoSchema);
