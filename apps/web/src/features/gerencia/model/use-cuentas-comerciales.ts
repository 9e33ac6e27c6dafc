import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FigurasDeComercial } from '@ventas/domain/gerencia/gerencia-contract';
import { MAX_FILTER_VALUES } from '@ventas/domain/http/list-filters';
import { useDebouncedValue } from '../../../components/debounced-text-field/use-debounced-value';
import { TEXT_FILTER_DEBOUNCE_MS } from '../../../config/constants';
import { gerenciaCuentasQuery, type Entradas } from '../api/gerencia-cuentas-query';
import { filtrarPorNombre } from './filas-comerciales';

/** The total row: its figures (null while unknown or not computable) and whose they are. */
export interface TotalListado {
  figuras: FigurasDeComercial | null;
  comerciales: number[];
  /** More commercials than one request may name: no total nor link (MAX_FILTER_VALUES). */
  demasiados: boolean;
  /** A searched subset's total is on its way. */
  cargando: boolean;
}

const iguales = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The figures of the URL's filters, the rows the top bar's search leaves, and their total. The
 * API's total counts each customer once, so a searched subset's total cannot be added up here: it
 * is asked for with `comercial=` ids (after the search settles) and matches the list its links open.
 */
export function useCuentasComerciales(entradas: Entradas, busqueda: string) {
  const cuentas = useQuery(gerenciaCuentasQuery(entradas));
  const todas = useMemo(() => cuentas.data?.comerciales ?? [], [cuentas.data]);
  const filas = useMemo(() => filtrarPorNombre(todas, busqueda), [todas, busqueda]);
  const ids = useMemo(() => filas.map((fila) => fila.comercial), [filas]);
  const asentada = useDebouncedValue(ids, TEXT_FILTER_DEBOUNCE_MS);
  const subconjunto = ids.length > 0 && ids.length < todas.length;
  const demasiados = subconjunto && ids.length > MAX_FILTER_VALUES;
  const parcial = useQuery({
    ...gerenciaCuentasQuery([...entradas, ...asentada.map((id) => ['comercial', String(id)] as const)]),
    placeholderData: undefined,
    enabled: subconjunto && !demasiados && iguales(asentada, ids),
  });

  const asentado = iguales(asentada, ids);
  let figuras: FigurasDeComercial | null = null;
  if (!subconjunto) figuras = cuentas.data?.total ?? null;
  else if (!demasiados && asentado) figuras = parcial.data?.total ?? null;
  const cargando = subconjunto && !demasiados && (!asentado || parcial.isFetching);
  const total: TotalListado = { figuras, comerciales: ids, demasiados, cargando };
  return { cuentas, filas, total };
}
