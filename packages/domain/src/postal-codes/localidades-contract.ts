import { z } from 'zod';

/** GET /api/utils/localidades-from-cp/?cp=...: validated by the route (SPEC §7 Telework). */
export const localidadesQuerySchema = z.object({ cp: z.string().max(20) });
export type LocalidadesQuery = z.infer<typeof localidadesQuerySchema>;

/** A municipality of the code, with its own province (a few codes cross a provincial line). */
export const municipioSchema = z.object({
  municipio_id: z.string(),
  municipio: z.string(),
  provincia: z.string(),
  localidades: z.array(z.string()),
});
export type Municipio = z.infer<typeof municipioSchema>;

/** The code, its province (from its first two digits) and its municipalities. */
export const localidadesSchema = z.object({
  cp: z.string(),
  provincia: z.object({ codigo: z.string(), nombre: z.string() }),
  localidades: z.array(municipioSchema),
});
export type Localidades = z.infer<typeof localidadesSchema>;
