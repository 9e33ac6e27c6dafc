import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { ESTADOS_CUENTA } from '../cuentas/account-constants';
import { idParamSchema, idSchema } from '../http/id';
import { amountOutSchema, amountSchema } from '../money/decimal-amount';
import { NOMBRES_MES } from '../time/mes-label';
import type { Mes } from './mes';

/**
 * The objectives' calls (issue 14; SPEC §3 Objetivo, §7 Calculator): the objective form (create,
 * update), the month's objectives with their derived fields, and the copy to the next month.
 */

/** A month as the calls name it: 'YYYY-MM' (decision 81). */
export const MES_PATTERN = /^(20\d\d)-(0[1-9]|1[0-2])$/;
export const MENSAJE_MES = 'Mes no válido (AAAA-MM)';

export const mesSchema = z
  .string({ error: MENSAJE_MES })
  .regex(MES_PATTERN, MENSAJE_MES)
  .transform((text): Mes => ({ year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)) }));

/** The month's first day, as the tables key a month ('2026-03-01'). */
export const primerDia = ({ year, month }: Mes) => `${year}-${String(month).padStart(2, '0')}-01`;
export const siguienteMes = ({ year, month }: Mes): Mes =>
  month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
export const textoMes = ({ year, month }: Mes) => primerDia({ year, month }).slice(0, 7);

/** SPEC §5 template: weight 0–1 where 1 is 100 %; here a percent 0–100 with 2 decimals (decision 81). */
export const PESO_MAXIMO = new Decimal(100);

export const objetivoFormSchema = z.object({
  comercial: idSchema,
  /** The objective type (family) id: GET /api/servicios/tipoobjetivo/. */
  familia: idSchema,
  fecha: mesSchema,
  peso: amountSchema(2, { max: PESO_MAXIMO }),
  objetivo: amountSchema(2),
  llave: z.boolean().default(false),
});
export type ObjetivoForm = z.infer<typeof objetivoFormSchema>;

export const objetivoSchema = z.object({
  id: z.number().int(),
  comercial: z.number().int(),
  familia: z.number().int(),
  familia_nombre: z.string(),
  fecha: z.string(),
  peso: amountOutSchema,
  objetivo: amountOutSchema,
  llave: z.boolean(),
});
export type ObjetivoRow = z.infer<typeof objetivoSchema>;

const booleanParam = z.enum(['true', 'false', '1', '0']).transform((text) => text === 'true' || text === '1');

/** GET /api/calculadora/objetivo_mes/ and bolsa_mes/: whose month, and the commercials' filter. */
export const calculadoraQuerySchema = z.object({
  /** 'YYYY-MM'; the current Madrid month when absent. */
  month_year_updated_on: mesSchema.optional(),
  /** The commercial whose figures; the caller when absent. */
  comercial: idParamSchema.optional(),
  /** The states of the commercials a manager may pick from (SPEC §7: default ALTA). */
  estado: z.enum(ESTADOS_CUENTA, { error: 'Estado no válido' }).default('ALTA'),
  /** true: only objectives already reached; false: only those not yet reached. */
  sold_out: booleanParam.optional(),
});
export type CalculadoraQuery = z.infer<typeof calculadoraQuerySchema>;

export const comercialElegibleSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  estado: z.string(),
  tipo_comercial: z.string(),
});

const tramoSchema = z.object({
  porcentaje_maximo: amountOutSchema,
  factor_corrector: amountOutSchema,
  indice: z.number().int(),
  etiqueta: z.string(),
});

export const objetivoMesSchema = objetivoSchema.extend({
  consecucion: amountOutSchema,
  objetivo_porc: amountOutSchema.nullable(),
  comision_porc: amountOutSchema,
  five_percent: amountOutSchema,
});

export const objetivoMesResponseSchema = z.object({
  mes: z.string(),
  comercial: comercialElegibleSchema,
  /** Who the caller may pick (a Comercial: themselves), filtered by `estado`. */
  comerciales: z.array(comercialElegibleSchema),
  dias_laborables: z.object({ transcurridos: amountOutSchema, total: amountOutSchema }),
  objetivos: z.array(objetivoMesSchema),
  peso_medio: amountOutSchema.nullable(),
  consecucion_total: amountOutSchema,
  tramo: tramoSchema.nullable(),
  /** The commercial's whole band list, lowest first: the what-if reruns the rules with it. */
  tramos: z.array(z.object({ porcentaje_maximo: amountOutSchema, factor_corrector: amountOutSchema })),
  factor_corrector: amountOutSchema.nullable(),
  bolsa_en_juego: amountOutSchema,
  comision_calculada: amountOutSchema.nullable(),
  comision_total: amountOutSchema.nullable(),
  condiciones_cumplidas: z.boolean(),
  motivos: z.array(z.string()),
  avisos: z.array(z.string()),
});
export type ObjetivoMesResponse = z.infer<typeof objetivoMesResponseSchema>;

/** SPEC §8: 'Objetivos copiados de {month} a {next month}', months in Spanish. */
export const MESES = NOMBRES_MES;

export const mensajeObjetivosCopiados = (desde: Mes) =>
  `Objetivos copiados de ${MESES[desde.month - 1]} a ${MESES[siguienteMes(desde).month - 1]}`;

export const copyObjetivosSchema = z.object({
  month: z
    .number({ error: 'Mes no válido' })
    .int('Mes no válido')
    .min(1, 'Mes no válido')
    .max(12, 'Mes no válido'),
  year: z
    .number({ error: 'Año no válido' })
    .int('Año no válido')
    .min(2000, 'Año no válido')
    .max(2098, 'Año no válido'),
});

export const copyObjetivosResponseSchema = z.object({
  detail: z.string(),
  /** Objectives written; those already in the next month are kept as they are. */
  copiados: z.number().int(),
});

export const detailSchema = z.object({ detail: z.string() });
