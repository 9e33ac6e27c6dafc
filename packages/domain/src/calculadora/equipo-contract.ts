import { z } from 'zod';
import { ESTADOS_CUENTA } from '../cuentas/account-constants';
import { amountOutSchema } from '../money/decimal-amount';
import { mesSchema } from './objetivos-contract';

/**
 * The team view (issue 14): every commercial the caller may read, one month, the figures
 * `calcularComision` gives each (the same function `objetivo_mes` runs, so a commercial's
 * figures are the same on both). `GET /api/calculadora/equipo_mes/` (the spec shows no path) and
 * `GET /api/calculadora/download-xlsx-calculadora/` (SPEC §7: month, year) read it.
 */
export const equipoQuerySchema = z.object({
  /** 'YYYY-MM'; the current Madrid month when absent. */
  month_year_updated_on: mesSchema.optional(),
  /** The commercials' state (SPEC §7: default ALTA). */
  estado: z.enum(ESTADOS_CUENTA, { error: 'Estado no válido' }).default('ALTA'),
});
export type EquipoQuery = z.infer<typeof equipoQuerySchema>;

const mesNumero = z
  .string({ error: 'Mes no válido' })
  .regex(/^(0?[1-9]|1[0-2])$/, 'Mes no válido')
  .transform(Number);
const anioNumero = z
  .string({ error: 'Año no válido' })
  .regex(/^20\d\d$/, 'Año no válido')
  .transform(Number);

/** SPEC §7 download-xlsx-calculadora: `month` 1–12 and `year`, as the spec names them. */
export const equipoXlsxQuerySchema = z.object({
  month: mesNumero,
  year: anioNumero,
  estado: z.enum(ESTADOS_CUENTA, { error: 'Estado no válido' }).default('ALTA'),
});

export const equipoObjetivoSchema = z.object({
  familia: z.number().int(),
  familia_nombre: z.string(),
  objetivo: amountOutSchema,
  consecucion: amountOutSchema,
  /** Uncapped, null with a target of 0 (decision 80). */
  objetivo_porc: amountOutSchema.nullable(),
  peso: amountOutSchema,
  llave: z.boolean(),
});
export type EquipoObjetivo = z.infer<typeof equipoObjetivoSchema>;

export const equipoComercialSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  tipo_comercial: z.string(),
  consecucion_total: amountOutSchema,
  /** The band's label ('< 100', '> 120'); null without a band. */
  tramo: z.string().nullable(),
  factor_corrector: amountOutSchema.nullable(),
  bolsa_en_juego: amountOutSchema,
  /** Null when a condition fails (motivos say which) or there is no band. */
  comision_total: amountOutSchema.nullable(),
  condiciones_cumplidas: z.boolean(),
  motivos: z.array(z.string()),
  objetivos: z.array(equipoObjetivoSchema),
});
export type EquipoComercial = z.infer<typeof equipoComercialSchema>;

export const equipoMesResponseSchema = z.object({
  mes: z.string(),
  /** Every family some commercial of the list has an objective in, by name: the table's columns. */
  familias: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
  comerciales: z.array(equipoComercialSchema),
});
export type EquipoMesResponse = z.infer<typeof equipoMesResponseSchema>;
