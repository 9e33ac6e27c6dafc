import { z } from 'zod';
import { equipoObjetivoSchema } from '../calculadora/equipo-contract';
import { mesSchema } from '../calculadora/objetivos-contract';
import { gerenciaCuentasSchema } from '../gerencia/gerencia-contract';
import { amountOutSchema } from '../money/decimal-amount';

/** GET /api/tiendas/{id}/cifras/?mes=YYYY-MM: the month (default: the one whose period holds today). */
export const tiendaCifrasQuerySchema = z.object({ mes: mesSchema.optional() }).strict();

/** Gerencia's figures (customers with attentions, offers, sold…), as Gerencia · Comerciales answers them. */
const figurasSchema = gerenciaCuentasSchema.shape.total;

const objetivoSchema = equipoObjetivoSchema.pick({
  familia: true,
  familia_nombre: true,
  objetivo: true,
  consecucion: true,
  objetivo_porc: true,
});

/** One commercial of the store: their Gerencia figures and their calculator attainment. */
export const tiendaCifrasComercialSchema = figurasSchema.extend({
  id: z.number().int(),
  nombre: z.string(),
  /** The calculator's weighted attainment (the sum of comision_porc that picks the band). */
  consecucion_total: amountOutSchema,
  objetivos: z.array(objetivoSchema),
});
export type TiendaCifrasComercial = z.infer<typeof tiendaCifrasComercialSchema>;

export const tiendaCifrasSchema = z.object({
  tienda: z.object({ id: z.number().int(), nombre: z.string() }),
  /** 'YYYY-MM': the calculator's month. */
  mes: z.string(),
  /** Gerencia's period of that month (SPEC §9: the 2nd to the 1st of the next). */
  ventana: z.object({ desde: z.string(), hasta: z.string() }),
  /** The month is closed: attainment is what was frozen at the close. */
  cerrado: z.boolean(),
  /** The store's figures: each customer once, whichever of its commercials it is behind. */
  figuras: figurasSchema,
  /** The store's attainment per family (domain `cumplimientoDeTienda`). */
  cumplimiento: z.array(objetivoSchema),
  /** Manager and above: every commercial of the store; a Comercial: only themselves. */
  comerciales: z.array(tiendaCifrasComercialSchema),
});
export type TiendaCifras = z.infer<typeof tiendaCifrasSchema>;
