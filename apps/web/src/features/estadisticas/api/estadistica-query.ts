import { queryOptions } from '@tanstack/react-query';
import {
  accionesComercialesSchema,
  consecucionCountSchema,
  rankingComercialesSchema,
  tipoVentaCountSchema,
} from '@ventas/domain/gerencia/stats-contract';
import type { z } from 'zod';
import { api } from '../../../api/api';
import { PLAZO_ESTADISTICA_MS, conPlazo } from '../../dashboard/dashboard.public';

/** SPEC §7 Statistics: the four calls, each with its answer's schema. */
const ESQUEMAS = {
  tipoVentaCount: tipoVentaCountSchema,
  accionesComerciales: accionesComercialesSchema,
  consecucionCount: consecucionCountSchema,
  rankingComerciales: rankingComercialesSchema,
} as const;
export type Estadistica = keyof typeof ESQUEMAS;

/** The URL's filters as query entries (STATS_FILTERS): what the screen shows is what it asks. */
export type Entradas = readonly (readonly [string, string])[];

export const estadisticasKeys = {
  estadistica: (estadistica: Estadistica, entradas: Entradas) =>
    ['estadisticas', estadistica, entradas] as const,
};

function query(entradas: Entradas): Record<string, string[]> {
  const params: Record<string, string[]> = {};
  for (const [clave, valor] of entradas) (params[clave] ??= []).push(valor);
  return params;
}

/**
 * GET /api/atenciones/stats/{estadistica}/ with the screen's filters (updated_on, estado,
 * tipo_comercial, comercial). A call that never answers ends after the dashboard's limit, so the
 * section shows its quiet empty state instead of a skeleton for ever.
 */
export function estadisticaQuery<E extends Estadistica>(estadistica: E, entradas: Entradas) {
  return queryOptions({
    queryKey: estadisticasKeys.estadistica(estadistica, entradas),
    queryFn: async ({ signal }) => {
      const respuesta = await conPlazo(signal, PLAZO_ESTADISTICA_MS, (conLimite) =>
        api.get<unknown>(`/api/atenciones/stats/${estadistica}/`, {
          query: query(entradas),
          signal: conLimite,
        }),
      );
      return ESQUEMAS[estadistica].parse(respuesta) as z.infer<(typeof ESQUEMAS)[E]>;
    },
  });
}
