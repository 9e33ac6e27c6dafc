import { z } from 'zod';
import { FIGURAS_GERENCIA } from './gerencia-figuras';

/**
 * SPEC §7 Statistics: the answers of GET /api/atenciones/stats/{tipoVentaCount, accionesComerciales,
 * consecucionCount, rankingComerciales}/. Each carries the Madrid-day window it counted and the
 * commercials it covered, so a screen links every figure to its customers (issue 15).
 */
const base = z.object({
  ventana: z.object({ desde: z.string(), hasta: z.string() }),
  comerciales: z.array(z.number().int()),
});

/** Customers sold per package sale type (tipo_venta; none = TIPO_VENTA_SIN_TIPO), most first. */
export const tipoVentaCountSchema = base.extend({
  tipos: z.array(z.object({ tipo_venta: z.string(), clientes: z.number().int() })),
});
export type TipoVentaCount = z.infer<typeof tipoVentaCountSchema>;

/** The figures of the attention kinds (customers), in FIGURAS_GERENCIA's order. */
export const FIGURAS_ACCIONES = FIGURAS_GERENCIA.filter(
  (figura) => figura !== 'cliente' && figura !== 'paquete' && figura !== 'vendido',
);
export const accionesComercialesSchema = base.extend({
  acciones: z.array(z.object({ figura: z.enum(FIGURAS_GERENCIA), clientes: z.number().int() })),
});
export type AccionesComerciales = z.infer<typeof accionesComercialesSchema>;

/**
 * Units sold against objectives per family for the month the range starts in (the calculator's
 * month: its one sale definition and its objectives, summed over the commercials).
 * `porcentaje` is the calculator's objetivo_porc (null when the target is 0).
 */
export const consecucionCountSchema = base.extend({
  mes: z.string(),
  familias: z.array(
    z.object({
      familia: z.number().int(),
      nombre: z.string(),
      /** Targets and units as the calculator keeps them: exact decimal text. */
      objetivo: z.string(),
      consecucion: z.string(),
      porcentaje: z.string().nullable(),
    }),
  ),
});
export type ConsecucionCount = z.infer<typeof consecucionCountSchema>;

/**
 * The commercials ranked by customers sold, then units, then value (SPEC §9 series: Atenciones,
 * Ofertas, Atenciones vendidas, Ventas, Ventas valor). `atenciones`, `ofertas` and `vendidas` are
 * the Gerencia figures atencion, oferta and vendido; `ventas` the units the calculator counts
 * (by fecha_venta in the range); `valor` the sold offers' total, exact (numeric text, 2 places).
 */
export const rankingComercialesSchema = base.extend({
  ranking: z.array(
    z.object({
      comercial: z.number().int(),
      nombre: z.string(),
      atenciones: z.number().int(),
      ofertas: z.number().int(),
      vendidas: z.number().int(),
      ventas: z.number().int(),
      valor: z.string(),
    }),
  ),
});
export type RankingComerciales = z.infer<typeof rankingComercialesSchema>;
