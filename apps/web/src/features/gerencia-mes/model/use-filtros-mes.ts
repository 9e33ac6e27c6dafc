import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Mes } from '@ventas/domain/calculadora/mes';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import {
  ESTADOS_VALIDOS,
  GERENCIA_FILTERS,
  TIPOS_COMERCIAL_VALIDOS,
} from '@ventas/domain/gerencia/gerencia-contract';
import { filterEntries, parseFilterParams, writeFilterParams } from '@ventas/domain/http/filter-url';
import { defineFilters } from '@ventas/domain/http/list-filters';
import { MES_PARAM, mesDeUrl } from '../../calculadora/calculadora.public';

/** The commercials' filters of Proyección and Reporte: Gerencia's own declarations. */
export const FILTROS_MES = defineFilters({
  estado: GERENCIA_FILTERS.estado,
  tipo_comercial: GERENCIA_FILTERS.tipo_comercial,
});

/** The API's query as entries, in the URL's order: also the query key. */
export type EntradasMes = readonly (readonly [string, string])[];

export interface FiltrosMes {
  mes: Mes;
  /** Empty: the API's default state (SPEC §9: ALTA). */
  estados: string[];
  tipos: string[];
}

/** Only the values the API accepts: a hand-edited URL asks for the rest, not for a 400. */
const validos = (values: readonly string[] | undefined, admitidos: readonly string[]) =>
  (values ?? []).filter((value) => admitidos.includes(value));

export function leerFiltrosMes(params: URLSearchParams): FiltrosMes {
  const filtros = parseFilterParams(FILTROS_MES, params);
  return {
    mes: mesDeUrl(params.get(MES_PARAM)),
    estados: validos(filtros.estado, ESTADOS_VALIDOS),
    tipos: validos(filtros.tipo_comercial, TIPOS_COMERCIAL_VALIDOS),
  };
}

/** `month_year_updated_on=YYYY-MM&estado=…&tipo_comercial=…`, as the API reads them. */
export const entradasDe = (filtros: FiltrosMes): EntradasMes => [
  ['month_year_updated_on', textoMes(filtros.mes)],
  ...filterEntries(FILTROS_MES, { estado: filtros.estados, tipo_comercial: filtros.tipos }),
];

/**
 * ?mes=YYYY-MM&estado=&tipo_comercial= (shared by Proyección and Reporte, so switching screens
 * keeps the month and the filters). The month is the calculator's own `?mes=`; the top bar's
 * ?search= stays as it is.
 */
export function useFiltrosMes() {
  const [params, setParams] = useSearchParams();
  const filtros = useMemo(() => leerFiltrosMes(params), [params]);
  const entradas = useMemo(() => entradasDe(filtros), [filtros]);

  const cambiar = useCallback(
    (cambio: Partial<FiltrosMes>) =>
      setParams(
        (actual) => {
          const siguiente = { ...leerFiltrosMes(actual), ...cambio };
          const next = writeFilterParams(FILTROS_MES, actual, {
            estado: siguiente.estados,
            tipo_comercial: siguiente.tipos,
          });
          next.set(MES_PARAM, textoMes(siguiente.mes));
          return next;
        },
        // A new month is a step the back button undoes, as on the calculator; a filter replaces.
        { replace: cambio.mes === undefined },
      ),
    [setParams],
  );

  return { filtros, entradas, cambiar };
}
