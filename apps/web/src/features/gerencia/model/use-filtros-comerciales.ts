import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { GERENCIA_FILTERS } from '@ventas/domain/gerencia/gerencia-contract';
import {
  filterEntries,
  parseFilterParams,
  writeFilterParams,
  type FilterValues,
} from '@ventas/domain/http/filter-url';
import { defineFilters } from '@ventas/domain/http/list-filters';

/**
 * The filters of Gerencia · Comerciales: the figures' own declaration without `comercial` (the
 * dashboard's picker). The URL and the API request carry the same entries
 * (?fechas_after=&fechas_before=&estado=&tipo_comercial=), so a reload or a shared link asks for
 * the same figures. Absent dates and states are the API's defaults (SPEC §9: the current period,
 * ALTA), as the paged lists keep their defaults out of the URL.
 */
export const FILTROS_COMERCIALES = defineFilters({
  fechas: GERENCIA_FILTERS.fechas,
  estado: GERENCIA_FILTERS.estado,
  tipo_comercial: GERENCIA_FILTERS.tipo_comercial,
});
export type FiltrosComerciales = FilterValues<typeof FILTROS_COMERCIALES>;

export function useFiltrosComerciales() {
  const [params, setParams] = useSearchParams();
  const filtros = useMemo(() => parseFilterParams(FILTROS_COMERCIALES, params), [params]);
  const entradas = useMemo(() => filterEntries(FILTROS_COMERCIALES, filtros), [filtros]);

  /** Changes the filters from the URL as it is now; the top bar's ?search= stays. */
  const cambiar = useCallback(
    (cambio: (actuales: FiltrosComerciales) => FiltrosComerciales) =>
      setParams(
        (actual) =>
          writeFilterParams(
            FILTROS_COMERCIALES,
            actual,
            cambio(parseFilterParams(FILTROS_COMERCIALES, actual)),
          ),
        { replace: true },
      ),
    [setParams],
  );

  /** "Limpiar filtros": the defaults again, and no top-bar search. */
  const limpiar = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);

  return { filtros, entradas, cambiar, limpiar };
}
