import { z } from 'zod';
import { idParamSchema } from '../http/id';
import { amountOutSchema } from '../money/decimal-amount';
import { etiquetaMes } from '../time/mes-label';
import { operatorSchema } from '../servicios/catalogue-fields';
import { comercialElegibleSchema, mesSchema, objetivoMesResponseSchema } from './objetivos-contract';

/**
 * Issue 14's statement and month close (beyond the spec; decisions in docs/decisions/): a
 * commercial's month as it is paid, and the close that freezes it.
 */

/** The calculator's figures of the month, without whom the caller may pick. */
export const calculoMesSchema = objetivoMesResponseSchema.omit({
  comerciales: true,
  mes: true,
  comercial: true,
});
export type CalculoMes = z.infer<typeof calculoMesSchema>;

export const cierreSchema = z.object({
  cerrado_on: z.string(),
  cerrado_por: z.number().int().nullable(),
  cerrado_por_nombre: z.string().nullable(),
});

/** objetivo_mes with whether the month is closed (a closed month answers its frozen figures). */
export const objetivoMesConCierreSchema = objetivoMesResponseSchema.extend({
  cierre: cierreSchema.nullable(),
});
export type ObjetivoMesConCierre = z.infer<typeof objetivoMesConCierreSchema>;

export const ventaExtractoSchema = z.object({
  paquete_id: z.number().int(),
  oferta_id: z.number().int(),
  cliente_id: z.number().int(),
  cliente_nombre: z.string(),
  familia_id: z.number().int(),
  familia: z.string(),
  tarifa_nombre: z.string().nullable(),
  operador: z.string().nullable(),
  fecha_venta: z.string(),
  /** Its part of the month's commission (aportaciones.ts); a cancellation takes this back. */
  aportacion: amountOutSchema,
  /**
   * Why the part is nothing, in Spanish ("sin objetivo de TV este mes"; textoMotivoSinParte);
   * null when it has a share. Absent in a statement frozen before the reason existed.
   */
  motivo_sin_parte: z.string().nullable().optional(),
});
export type VentaExtracto = z.infer<typeof ventaExtractoSchema>;

export const descuentoExtractoSchema = z.object({
  paquete_id: z.number().int(),
  operador: z.string(),
  /** 'YYYY-MM' the sale counted in. */
  mes_contado: z.string(),
  cancelado_el: z.string(),
  importe: amountOutSchema,
  concepto: z.string(),
});

export const extractoSchema = z.object({
  mes: z.string(),
  comercial: comercialElegibleSchema,
  cierre: cierreSchema.nullable(),
  calculo: calculoMesSchema,
  regla_bolsa: z.string(),
  regla_comision: z.string(),
  ventas: z.array(ventaExtractoSchema),
  descuentos: z.array(descuentoExtractoSchema),
  /** What the month pays before clawbacks: the commission, 0 when not shown. */
  comision: amountOutSchema,
  total: amountOutSchema,
});
export type Extracto = z.infer<typeof extractoSchema>;

export const extractoQuerySchema = z.object({
  month_year_updated_on: mesSchema.optional(),
  comercial: idParamSchema.optional(),
});

export const cierreMesBodySchema = z.object({ fecha: mesSchema });
export const reaperturaBodySchema = z.object({
  fecha: mesSchema,
  motivo: z.string().trim().min(3, 'Indique el motivo de la reapertura').max(500),
});

export const cierresListSchema = z.object({
  cerrados: z.array(z.object({ mes: z.string() }).extend(cierreSchema.shape)),
  registro: z.array(
    z.object({
      mes: z.string(),
      accion: z.enum(['CERRAR', 'REABRIR']),
      account_nombre: z.string().nullable(),
      motivo: z.string(),
      created_on: z.string(),
    }),
  ),
});

/** The close's answers; each month 'YYYY-MM' as people name it ('diciembre de 2026'). */
export const MENSAJES_CIERRE = {
  cerrado: (mes: string) => `Mes de ${etiquetaMes(mes)} cerrado`,
  reabierto: (mes: string) => `Mes de ${etiquetaMes(mes)} reabierto`,
  mesEnCurso: 'Solo se puede cerrar un mes ya terminado',
  yaCerrado: (mes: string) => `El mes de ${etiquetaMes(mes)} ya está cerrado`,
  fueraDeOrden: (siguiente: string) =>
    `Los meses se cierran en orden: el siguiente a cerrar es ${etiquetaMes(siguiente)}`,
  noEsElUltimo: (ultimo: string) => `Solo se puede reabrir el último mes cerrado (${etiquetaMes(ultimo)})`,
  noCerrado: (mes: string) => `El mes de ${etiquetaMes(mes)} no está cerrado`,
  /** A change to a closed month's figures. */
  mesCerrado: (mes: string) => `El mes de ${etiquetaMes(mes)} está cerrado: sus cifras no se pueden cambiar`,
} as const;

/** The clawback window per operator (decision 89): months after the month a sale counted in. */
export const MESES_CLAWBACK_MAXIMO = 24;
export const clawbackOperadorSchema = z.object({
  operador: operatorSchema,
  meses: z
    .number({ error: `Un número entero de meses, de 0 a ${MESES_CLAWBACK_MAXIMO}` })
    .int(`Un número entero de meses, de 0 a ${MESES_CLAWBACK_MAXIMO}`)
    .min(0, `Un número entero de meses, de 0 a ${MESES_CLAWBACK_MAXIMO}`)
    .max(MESES_CLAWBACK_MAXIMO, `Un número entero de meses, de 0 a ${MESES_CLAWBACK_MAXIMO}`),
});
export const clawbackBodySchema = z.object({
  operadores: z
    .array(clawbackOperadorSchema)
    .max(50)
    .refine(
      (rows) => new Set(rows.map((row) => row.operador.toUpperCase())).size === rows.length,
      'Cada operador una sola vez',
    ),
});
export const clawbackSchema = z.object({
  meses_por_defecto: z.number().int(),
  operadores: z.array(z.object({ operador: z.string(), meses: z.number().int() })),
});
export type ClawbackAjustes = z.infer<typeof clawbackSchema>;
