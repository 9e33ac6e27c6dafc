import { z } from 'zod';
import { ESTADOS_CUENTA, TIPOS_COMERCIAL } from '../cuentas/account-constants';

/** The default state of the management and statistics filters (SPEC §9). */
export const ESTADO_GERENCIA_POR_DEFECTO = 'ALTA';

const ventanaSchema = z.object({ desde: z.string(), hasta: z.string() });

/** GET /api/comerciales/gerencia-filters/ (SPEC §7 Management): the options of every Gerencia filter. */
export const gerenciaFiltersSchema = z.object({
  comerciales: z.array(
    z.object({ id: z.number().int(), nombre: z.string(), estado: z.string(), tipo_comercial: z.string() }),
  ),
  estados: z.array(z.enum(ESTADOS_CUENTA)),
  estado_por_defecto: z.enum(ESTADOS_CUENTA),
  tipos_comercial: z.array(z.enum(TIPOS_COMERCIAL)),
  familias: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
  /** Date presets, in Madrid days: the default first. */
  fechas: z.array(ventanaSchema.extend({ clave: z.string(), etiqueta: z.string() })),
});
export type GerenciaFilters = z.infer<typeof gerenciaFiltersSchema>;
