import { z } from 'zod';
import { mesSchema } from '../calculadora/objetivos-contract';
import { idParamSchema } from '../http/id';
import { MAX_FILTER_TEXT } from '../http/list-filters';
import { amountOutSchema } from '../money/decimal-amount';
import { exportFormatSchema } from '../jobs/export-formats';
import { PRICED_KINDS, pricedKindSchema } from '../servicios/price-history';
import { ETIQUETAS_TIPO_LINEA } from '../ofertas/oferta-cotizacion';

/**
 * Área personal — Liquidación (issue 14; group A, SuperAdmin and Admin): the month's sold
 * packages (the calculator's one definition, decision 82) with their upfronts, totalled per
 * family, per commercial and overall. Money is numeric text summed in SQL.
 */

/** GET /api/calculadora/liquidacion/: the month ('YYYY-MM', Madrid's current when absent) and, optionally, one commercial. */
export const liquidacionQuerySchema = z.object({
  month_year_updated_on: mesSchema.optional(),
  comercial: idParamSchema.optional(),
});
export type LiquidacionQuery = z.infer<typeof liquidacionQuerySchema>;

/** …/download-xlsx/: the same query plus the file's format. */
export const liquidacionExportQuerySchema = liquidacionQuerySchema.extend({
  format: exportFormatSchema,
});

export const paqueteLiquidacionSchema = z.object({
  paquete_id: z.number().int(),
  oferta_id: z.number().int(),
  atencion_id: z.number().int(),
  cliente_id: z.number().int(),
  cliente_nombre: z.string(),
  comercial_id: z.number().int(),
  comercial_nombre: z.string(),
  fecha_venta: z.string(),
  tipo_linea: z.string(),
  tarifa_nombre: z.string().nullable(),
  operador: z.string().nullable(),
  estado: z.string(),
  familia_id: z.number().int().nullable(),
  familia_nombre: z.string().nullable(),
  /** The upfront in force at the sale; null when the item has no upfront entry. */
  upfront: amountOutSchema.nullable(),
  /** Whether it counts: not CANCELADO and its item maps to a family. */
  cuenta: z.boolean(),
});
export type PaqueteLiquidacion = z.infer<typeof paqueteLiquidacionSchema>;

const totalSchema = z.object({ unidades: z.number().int(), upfront: amountOutSchema });

export const liquidacionSchema = z.object({
  mes: z.string(),
  paquetes: z.array(paqueteLiquidacionSchema),
  por_familia: z.array(totalSchema.extend({ familia_id: z.number().int(), familia_nombre: z.string() })),
  por_comercial: z.array(
    totalSchema.extend({ comercial_id: z.number().int(), comercial_nombre: z.string() }),
  ),
  total: totalSchema.extend({
    /** Listed but not counted: cancelled packages, and live ones whose item maps to no family (no upfront entry, or one without a family). */
    cancelados: z.number().int(),
    sin_familia: z.number().int(),
  }),
});
export type Liquidacion = z.infer<typeof liquidacionSchema>;

/** GET /api/calculadora/lista-upfronts/: the catalogue's upfront table, filtered. */
export const listaUpfrontsQuerySchema = z.object({
  content_type: pricedKindSchema.optional(),
  familia: idParamSchema.optional(),
  /** true (default): only the entry in force today per item; false: the whole history. */
  vigentes: z
    .enum(['true', 'false'], { error: 'Valor no válido' })
    .default('true')
    .transform((text) => text === 'true'),
  search: z.string().trim().max(MAX_FILTER_TEXT, `Máximo ${MAX_FILTER_TEXT} caracteres`).optional(),
});
export type ListaUpfrontsQuery = z.infer<typeof listaUpfrontsQuerySchema>;
export const listaUpfrontsExportQuerySchema = listaUpfrontsQuerySchema.extend({
  format: exportFormatSchema,
});

export const upfrontListadoSchema = z.object({
  id: z.number().int(),
  content_type: z.enum(PRICED_KINDS),
  object_id: z.number().int(),
  elemento: z.string().nullable(),
  operador: z.string().nullable(),
  familia_id: z.number().int().nullable(),
  familia_nombre: z.string().nullable(),
  tipo: z.string().nullable(),
  upfront: amountOutSchema,
  fecha: z.string(),
  is_active: z.boolean(),
});
export type UpfrontListado = z.infer<typeof upfrontListadoSchema>;
export const listaUpfrontsSchema = z.array(upfrontListadoSchema);

/** The item kinds in Spanish, for the list, its filter and the xlsx. */
export const ELEMENTO_LABELS: Record<(typeof PRICED_KINDS)[number], string> = {
  tarifa: 'Tarifa',
  adicional: 'Línea adicional',
  sva: 'SVA',
  seguro: 'Seguro',
  terminal: 'Dispositivo',
};

/** A package's line type in Spanish. */
export const LINEA_LABELS: Readonly<Record<string, string>> = ETIQUETAS_TIPO_LINEA;
