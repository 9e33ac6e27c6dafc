import { STATS_FILTERS } from '@ventas/domain/gerencia/gerencia-contract';
import {
  filterEntries,
  parseFilterParams,
  writeFilterParams,
  type FilterValues,
} from '@ventas/domain/http/filter-url';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { FiltrosComerciales } from '../../gerencia/gerencia.public';

export type FiltrosEstadisticas = FilterValues<typeof STATS_FILTERS>;

/** Gerencia's filter bar edits `fechas`; the statistics name the same range `updated_on` (SPEC §7). */
export const comoGerencia = (filtros: FiltrosEstadisticas): FiltrosComerciales => ({
  fechas: filtros.updated_on,
  estado: filtros.estado,
  tipo_comercial: filtros.tipo_comercial,
});

export const desdeGerencia = (
  cambiados: FiltrosComerciales,
  actuales: FiltrosEstadisticas,
): FiltrosEstadisticas => ({
  ...actuales,
  updated_on: cambiados.fechas,
  estado: cambiados.estado,
  tipo_comercial: cambiados.tipo_comercial,
});

/**
 * The screen's filters in the URL under the statistics' own names (STATS_FILTERS:
 * ?estado=&tipo_comercial=&comercial=&updated_on_after=&updated_on_before=), so a reload or a
 * shared link asks for the same figures. Absent dates and states are the API's defaults (SPEC §9:
 * the current 2nd-to-1st period, ALTA).
 */
export function useFiltrosEstadisticas() {
  const [params, setParams] = useSearchParams();
  const filtros = useMemo(() => parseFilterParams(STATS_FILTERS, params), [params]);
  const entradas = useMemo(() => filterEntries(STATS_FILTERS, filtros), [filtros]);

  const cambiar = useCallback(
    (cambio: (actuales: FiltrosEstadisticas) => FiltrosEstadisticas) =>
      setParams(
        (actual) =>
          writeFilterParams(STATS_FILTERS, actual, cambio(parseFilterParams(STATS_FILTERS, actual))),
        { replace: true },
      ),
    [setParams],
  );

  return { filtros, entradas, cambiar };
}
