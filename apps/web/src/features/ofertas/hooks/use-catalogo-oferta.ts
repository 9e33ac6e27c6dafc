import { useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { KIND_OF_LINEA, type LineaKind } from '@ventas/domain/ofertas/oferta-cotizacion';
import { lineaKey, type QuoteCatalogue } from '@ventas/domain/ofertas/quote-oferta';
import type { CatalogueOption, Operator } from '@ventas/domain/servicios/catalogue-drop-downs';
import type { Installment } from '@ventas/domain/servicios/installment-contract';
import type { Promocion } from '@ventas/domain/servicios/promocion-contract';
import type { Seguro } from '@ventas/domain/servicios/seguro-contract';
import { cuotasQuery, financiable } from '../api/cuotas-query';
import { dispositivosQuery } from '../api/dispositivos-query';
import { lineasQuery, type LineaItem } from '../api/lineas-query';
import { promocionesQuery } from '../api/promociones-query';
import { segurosQuery } from '../api/seguros-query';
import { operadorDeTerminales } from '../model/offer-context';
import type { PaqueteDraft } from '../model/oferta-draft';
import { quoteCatalogueOf } from '../model/quote-catalogue';

export interface CatalogoOferta {
  lineas: Record<LineaKind, readonly LineaItem[]>;
  promociones: readonly Promocion[];
  seguros: readonly Seguro[];
  dispositivos: readonly CatalogueOption[];
  /** Each named line's installments once read, by `lineaKey(kind, id)`. */
  cuotas: ReadonlyMap<string, readonly Installment[]>;
  /** Null until every list the packages need is read. */
  quoteCatalogue: QuoteCatalogue | null;
  failed: boolean;
  retry: () => void;
}

const NONE: never[] = [];

/** The financed lines the packages name, once each: their installments are read. */
function linesToFinance(paquetes: readonly PaqueteDraft[]) {
  const lines = new Map<string, { kind: 'tarifa' | 'adicional'; id: number }>();
  for (const paquete of paquetes) {
    const kind = KIND_OF_LINEA[paquete.tipoLinea];
    if (paquete.tarifa !== null && financiable(kind))
      lines.set(lineaKey(kind, paquete.tarifa), { kind, id: paquete.tarifa });
  }
  return [...lines.values()];
}

// Outside the hook, so the combined result keeps its identity while the queries do not change.
const combineCuotas = (results: UseQueryResult<Installment[]>[]) => ({
  rows: results.map((result) => result.data),
  ready: results.every((result) => result.isSuccess),
  failed: results.some((result) => result.isError),
});

/**
 * Every catalogue list the offer sells from: one operator's and segment's active lines, its
 * promotions, its insurances and those of the operator whose terminals it uses (SPEC §9: DBL's
 * are B's), its terminals, and each named line's installments.
 */
export function useCatalogoOferta(
  operadores: readonly Operator[],
  operador: string,
  segmento: string,
  paquetes: readonly PaqueteDraft[],
): CatalogoOferta {
  const queryClient = useQueryClient();
  const terminales = operadorDeTerminales(operadores, operador);
  const otherSeguros = terminales !== operador;
  const tarifas = useQuery(lineasQuery('tarifa', operador, segmento));
  const adicionales = useQuery(lineasQuery('adicional', operador, segmento));
  const svas = useQuery(lineasQuery('sva', operador, segmento));
  const promociones = useQuery(promocionesQuery(operador));
  const seguros = useQuery(segurosQuery(operador));
  const segurosTerminales = useQuery({ ...segurosQuery(terminales), enabled: otherSeguros });
  const dispositivos = useQuery(dispositivosQuery(operador));
  const lines = linesToFinance(paquetes);
  const cuotas = useQueries({
    queries: lines.map((line) => cuotasQuery(line.kind, line.id)),
    combine: combineCuotas,
  });

  const lists: UseQueryResult<unknown>[] = [tarifas, adicionales, svas, promociones, seguros, dispositivos];
  if (otherSeguros) lists.push(segurosTerminales);
  const ready = operador !== '' && lists.every((query) => query.isSuccess) && cuotas.ready;
  const failed = lists.some((query) => query.isError) || cuotas.failed;

  // `lines` and `cuotas.rows` are in the same order; the joined keys keep the memo's input a string.
  const lineKeys = lines.map((line) => lineaKey(line.kind, line.id)).join();
  const cuotasPorLinea = useMemo(
    () =>
      new Map(
        lineKeys
          ? lineKeys.split(',').flatMap((key, index) => {
              const rows = cuotas.rows[index];
              return rows ? [[key, rows] as const] : [];
            })
          : [],
      ),
    [lineKeys, cuotas.rows],
  );
  const lineas = useMemo(
    () => ({ tarifa: tarifas.data ?? NONE, adicional: adicionales.data ?? NONE, sva: svas.data ?? NONE }),
    [tarifas.data, adicionales.data, svas.data],
  );
  const todosSeguros = useMemo(
    () => [...(seguros.data ?? NONE), ...(otherSeguros ? (segurosTerminales.data ?? NONE) : NONE)],
    [seguros.data, segurosTerminales.data, otherSeguros],
  );
  const quoteCatalogue = useMemo(
    () =>
      ready
        ? quoteCatalogueOf({
            operadores,
            lineas,
            promociones: promociones.data ?? NONE,
            seguros: todosSeguros,
            dispositivos: dispositivos.data ?? NONE,
            cuotas: [...cuotasPorLinea.values()].flat(),
          })
        : null,
    [ready, operadores, lineas, promociones.data, todosSeguros, dispositivos.data, cuotasPorLinea],
  );
  return {
    lineas,
    promociones: promociones.data ?? NONE,
    seguros: todosSeguros,
    dispositivos: dispositivos.data ?? NONE,
    cuotas: cuotasPorLinea,
    quoteCatalogue,
    failed,
    retry: () =>
      void queryClient.refetchQueries({
        type: 'active',
        predicate: (query) => query.state.status === 'error',
      }),
  };
}
