import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import { filterEntries, parseFilterParams, writeFilterParams } from '@ventas/domain/http/filter-url';
import { RETAILX_FILTERS } from '@ventas/domain/retailx/retailx-contract';

/**
 * RetailX's dates in the URL as Gerencia writes them (?fechas_after=&fechas_before=), so a reload
 * or a shared link asks for the same figures; none is the API's default (SPEC §9 period). The top
 * bar's ?search= stays.
 */
export function useFechasRetailx() {
  const [params, setParams] = useSearchParams();
  const filtros = useMemo(() => parseFilterParams(RETAILX_FILTERS, params), [params]);
  const entradas = useMemo(() => filterEntries(RETAILX_FILTERS, filtros), [filtros]);
  const { after, before } = filtros.fechas ?? {};
  const pedida: Ventana | null = after && before ? { desde: after, hasta: before } : null;

  /** A range, or null for the default period (kept out of the URL). */
  const elegir = useCallback(
    (ventana: Ventana | null) =>
      setParams(
        (actual) =>
          writeFilterParams(RETAILX_FILTERS, actual, {
            fechas: ventana ? { after: ventana.desde, before: ventana.hasta } : undefined,
          }),
        { replace: true },
      ),
    [setParams],
  );

  return { pedida, entradas, elegir };
}
