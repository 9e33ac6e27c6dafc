import { queryOptions } from '@tanstack/react-query';
import {
  accionesComercialesSchema,
  consecucionCountSchema,
  rankingComercialesSchema,
  tipoVentaCountSchema,
} from '@ventas/domain/gerencia/stats-contract';
import { api } from '../../../api/api';
import { parametrosStats, type ConsultaDashboard } from '../model/consulta-dashboard';
import { conPlazo } from './con-plazo';
import { dashboardKeys } from './dashboard-keys';

/** SPEC §7 Statistics: the four calls the dashboard reads, each with its answer's schema. */
const ESTADISTICAS = {
  tipoVentaCount: tipoVentaCountSchema,
  accionesComerciales: accionesComercialesSchema,
  consecucionCount: consecucionCountSchema,
  rankingComerciales: rankingComercialesSchema,
} as const;
export type EstadisticaDashboard = keyof typeof ESTADISTICAS;

/** Long enough for a loaded server, short enough that a hung call still ends (SPEC §8: silent). */
export const PLAZO_ESTADISTICA_MS = 20_000;

/** GET /api/atenciones/stats/{estadistica}/ for the dashboard's window and commercials. */
export function statsQuery<E extends EstadisticaDashboard>(estadistica: E, consulta: ConsultaDashboard) {
  return queryOptions({
    queryKey: dashboardKeys.stats(estadistica, consulta),
    queryFn: async ({ signal }) => {
      const respuesta = await conPlazo(signal, PLAZO_ESTADISTICA_MS, (conLimite) =>
        api.get<unknown>(`/api/atenciones/stats/${estadistica}/`, {
          query: parametrosStats(consulta),
          signal: conLimite,
        }),
      );
      return ESTADISTICAS[estadistica].parse(respuesta) as ReturnType<(typeof ESTADISTICAS)[E]['parse']>;
    },
  });
}
