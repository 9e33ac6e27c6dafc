import { z } from 'zod';
import { equipoComercialSchema, equipoObjetivoSchema } from '../calculadora/equipo-contract';
import { mesSchema } from '../calculadora/objetivos-contract';
import { amountOutSchema } from '../money/decimal-amount';

/**
 * Gerencia · Proyección and Reporte (issue 15): the month of every commercial of the tenant in
 * the states and types asked for — the calculator's team view (the same `calcularComision`, so the
 * figures are the calculator's) with the working-day pace and the month-end projection.
 * `GET /api/comerciales/gerencia/objetivos/?month_year_updated_on=YYYY-MM&estado=&tipo_comercial=`
 * (the spec shows no path; Manager and above, the whole tenant).
 */
export const objetivosGerenciaQuerySchema = z.object({
  month_year_updated_on: mesSchema.optional(),
});

export const objetivoProyectadoSchema = equipoObjetivoSchema.extend({
  /** Units by the month's end at today's pace (domain `proyeccionFinDeMes`); null before any working day. */
  proyeccion: amountOutSchema.nullable(),
  /** proyeccion over objetivo in percent; null for a target of 0. */
  proyeccion_porc: amountOutSchema.nullable(),
});

export const comercialProyectadoSchema = equipoComercialSchema.extend({
  /** Working days elapsed (today included) and in the month, from the commercial's calendar. */
  ritmo: z.object({ transcurridos: amountOutSchema, total: amountOutSchema }),
  objetivos: z.array(objetivoProyectadoSchema),
});
export type ComercialProyectado = z.infer<typeof comercialProyectadoSchema>;

export const objetivosGerenciaSchema = z.object({
  mes: z.string(),
  /** Whether the month is closed: its figures are the ones frozen at the close (decision 89). */
  cerrado: z.boolean(),
  familias: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
  comerciales: z.array(comercialProyectadoSchema),
});
export type ObjetivosGerencia = z.infer<typeof objetivosGerenciaSchema>;
