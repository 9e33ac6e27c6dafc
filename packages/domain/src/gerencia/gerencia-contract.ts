import { z } from 'zod';
import { ESTADOS_CUENTA, TIPOS_COMERCIAL } from '../cuentas/account-constants';
import { defineFilters } from '../http/list-filters';
import { FIGURAS_GERENCIA, type FiguraGerencia } from './gerencia-figuras';

/**
 * The query of the per-commercial counts (`GET /api/comerciales/gerencia/`; the spec shows the
 * parameters, not the path: docs/decisions/ 121) and of the statistics (SPEC §7 Statistics):
 * a range of Madrid days (`fechas` here, `updated_on` there: `x_after`/`x_before` or `x[]`), the
 * commercials' estado (ALTA when absent, SPEC §9) and tipo_comercial, and optionally the
 * commercials themselves (the dashboard's picker).
 */
export const GERENCIA_FILTERS = defineFilters({
  fechas: { kind: 'range', label: 'Fechas' },
  estado: { kind: 'list', input: 'multi', label: 'Estado' },
  tipo_comercial: { kind: 'list', input: 'multi', label: 'Tipo de comercial' },
  comercial: { kind: 'id', input: 'multi', label: 'Comercial' },
});

/** The statistics' declaration: the same filters, the range named `updated_on` (SPEC §7). */
export const STATS_FILTERS = defineFilters({
  updated_on: { kind: 'range', label: 'Fechas' },
  estado: GERENCIA_FILTERS.estado,
  tipo_comercial: GERENCIA_FILTERS.tipo_comercial,
  comercial: GERENCIA_FILTERS.comercial,
});

/** The attentions export's parameters (SPEC §7: updated_on, comercial), read like the statistics'. */
export const ATENCIONES_COMERCIAL_FILTERS = defineFilters({
  updated_on: STATS_FILTERS.updated_on,
  comercial: STATS_FILTERS.comercial,
});

/** The values estado and tipo_comercial may take; anything else is a 400. */
export const ESTADOS_VALIDOS: readonly string[] = ESTADOS_CUENTA;
export const TIPOS_COMERCIAL_VALIDOS: readonly string[] = TIPOS_COMERCIAL;

/** The longest range these figures answer: a year and a day (a 2nd-to-1st period fits 12 times). */
export const MAX_DIAS_GERENCIA = 367;

const figuras = z.object(
  Object.fromEntries(FIGURAS_GERENCIA.map((figura) => [figura, z.number().int()])) as Record<
    FiguraGerencia,
    z.ZodNumber
  >,
);
export type FigurasDeComercial = z.infer<typeof figuras>;

const ventana = z.object({ desde: z.string(), hasta: z.string() });

/** One row of Gerencia · Comerciales: a commercial and every figure of theirs in the range. */
export const gerenciaFilaSchema = figuras.extend({
  comercial: z.number().int(),
  nombre: z.string(),
  estado: z.string(),
  tipo_comercial: z.string(),
});
export type GerenciaFila = z.infer<typeof gerenciaFilaSchema>;

/**
 * The counts per commercial. `total` counts each customer once, whoever of the listed commercials
 * it is behind (so it can be smaller than the column's sum), and opens as one list too.
 */
export const gerenciaCuentasSchema = z.object({
  ventana,
  comerciales: z.array(gerenciaFilaSchema),
  total: figuras,
});
export type GerenciaCuentas = z.infer<typeof gerenciaCuentasSchema>;
