import { z } from 'zod';
import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { filtersQuerySchema } from '../http/list-query';
import { API_ACCESS } from '../permissions/api-rules';
import { exportCall } from '../jobs/export-call';
import {
  ATENCIONES_COMERCIAL_FILTERS,
  GERENCIA_FILTERS,
  gerenciaCuentasSchema,
  STATS_FILTERS,
} from './gerencia-contract';
import { objetivosGerenciaQuerySchema, objetivosGerenciaSchema } from './objetivos-gerencia-contract';
import {
  accionesComercialesSchema,
  consecucionCountSchema,
  rankingComercialesSchema,
  tipoVentaCountSchema,
} from './stats-contract';

const filtrosComerciales = filtersQuerySchema({
  estado: GERENCIA_FILTERS.estado,
  tipo_comercial: GERENCIA_FILTERS.tipo_comercial,
});

/** The month plus the commercials' filters, each checked (a bad one is a 400 naming it). */
const objetivosQuerySchema = objetivosGerenciaQuerySchema.loose().transform((raw, ctx) => {
  const parsed = filtrosComerciales.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
    return z.NEVER;
  }
  return { mes: raw.month_year_updated_on, ...parsed.data };
});

const statsQuerySchema = filtersQuerySchema(STATS_FILTERS);

/** One of SPEC §7's statistics: the query of Gerencia's figures, read by any role. */
const statsCall = <const P extends string, R extends z.ZodType>(path: P, response: R) =>
  defineCall({
    method: 'GET',
    path,
    access: API_ACCESS.anyRole,
    query: statsQuerySchema,
    response,
    errors: { 400: badRequestSchema, 403: detailSchema },
  });

/**
 * SPEC §7 Management (issue 15): Gerencia's figures, month and statistics. The spec names the
 * counts and their parameters; the figures' paths sit beside their xlsx exports (decisions 121,
 * 122), each a job whose task id the screen follows.
 */
export const gerenciaCalls = {
  /** Gerencia · Comerciales: every figure per commercial and their total (Manager and above). */
  cuentas: defineCall({
    method: 'GET',
    path: '/api/comerciales/gerencia/',
    access: API_ACCESS.manager,
    query: filtersQuerySchema(GERENCIA_FILTERS),
    response: gerenciaCuentasSchema,
    errors: { 400: badRequestSchema },
  }),
  /** The same table as an xlsx, for the same filters. */
  exportarCuentas: exportCall(
    '/api/comerciales/gerencia/download-xlsx-gerencia/',
    API_ACCESS.manager,
    filtersQuerySchema(GERENCIA_FILTERS),
  ),
  /** The attentions the selected commercials' figures count, in the window the figures show. */
  exportarAtenciones: exportCall(
    '/api/atenciones/gerencia/download-xlsx-atenciones-comercial',
    API_ACCESS.manager,
    filtersQuerySchema(ATENCIONES_COMERCIAL_FILTERS),
  ),
  /** Proyección and Reporte's one call: each commercial's month with its pace and projection. */
  objetivos: defineCall({
    method: 'GET',
    path: '/api/comerciales/gerencia/objetivos/',
    access: API_ACCESS.manager,
    query: objetivosQuerySchema,
    response: objetivosGerenciaSchema,
    errors: { 400: badRequestSchema },
  }),
  /**
   * The dashboard's and Gerencia · Estadísticas' charts: a Comercial reads only their own figures
   * (another commercial's id is a 403), Manager and above the tenant.
   */
  stats: {
    tipoVentaCount: statsCall('/api/atenciones/stats/tipoVentaCount/', tipoVentaCountSchema),
    accionesComerciales: statsCall('/api/atenciones/stats/accionesComerciales/', accionesComercialesSchema),
    consecucionCount: statsCall('/api/atenciones/stats/consecucionCount/', consecucionCountSchema),
    rankingComerciales: statsCall('/api/atenciones/stats/rankingComerciales/', rankingComercialesSchema),
  },
};
