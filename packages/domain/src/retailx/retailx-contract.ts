import { z } from 'zod';
import { GERENCIA_FILTERS, gerenciaCuentasSchema } from '../gerencia/gerencia-contract';
import { defineFilters } from '../http/list-filters';

/**
 * RetailX (SPEC §2 /retailX; issue 17, group D): the retail channel, that is the customers and
 * sales of the TIENDA-type commercials, per store and per commercial, for Gerencia's dates. The
 * figures are Gerencia's (one query module, decision 121) and each opens the Teletrabajo list.
 */

/** The commercial type whose work is the retail channel (SPEC §3 tipo_comercial). */
export const TIPO_COMERCIAL_RETAIL = 'TIENDA';

/** `GET /api/retailx/`: Gerencia's range (`fechas_after`/`fechas_before`; SPEC §9 period when absent). */
export const RETAILX_FILTERS = defineFilters({ fechas: GERENCIA_FILTERS.fechas });

/** The row of the commercials who work in no store. */
export const SIN_TIENDA = 'Sin tienda';

export const MENSAJES_RETAILX = {
  vacio: 'No hay comerciales de tipo Tienda',
  error: 'No se pudieron cargar las cifras de RetailX.',
} as const;

/** Gerencia's figures (customers with attentions, offers, sold…), as Gerencia · Comerciales answers them. */
const figurasSchema = gerenciaCuentasSchema.shape.total;

/** One TIENDA commercial and their figures; `tienda` is the store they work in (null: none). */
export const retailxComercialSchema = figurasSchema.extend({
  comercial: z.number().int(),
  nombre: z.string(),
  tienda: z.number().int().nullable(),
});
export type RetailxComercial = z.infer<typeof retailxComercialSchema>;

/**
 * One store (or, `tienda` null, the commercials in none) and its commercials' figures counting
 * each customer once, whichever of them it is behind (so less than or equal to their sum).
 */
export const retailxTiendaSchema = figurasSchema.extend({
  tienda: z.number().int().nullable(),
  nombre: z.string(),
  comerciales: z.array(z.number().int()),
});
export type RetailxTienda = z.infer<typeof retailxTiendaSchema>;

export const retailxSchema = z.object({
  ventana: z.object({ desde: z.string(), hasta: z.string() }),
  /** Empty when the distributor has no stores: the per-store view then has nothing to say. */
  tiendas: z.array(retailxTiendaSchema),
  comerciales: z.array(retailxComercialSchema),
  /** The channel: each customer once, whichever TIENDA commercial it is behind. */
  total: figurasSchema,
});
export type Retailx = z.infer<typeof retailxSchema>;
