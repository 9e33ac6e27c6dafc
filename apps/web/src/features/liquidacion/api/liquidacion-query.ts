import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Liquidacion } from '@ventas/domain/liquidacion/liquidacion-contract';
import { api } from '../../../api/api';

/** The month ('YYYY-MM') and, optionally, one commercial, as the liquidation's calls take them. */
export function liquidacionParams(mes: string, comercial: number | null): string {
  const params = new URLSearchParams({ month_year_updated_on: mes });
  if (comercial !== null) params.set('comercial', String(comercial));
  return params.toString();
}

/** GET /api/calculadora/liquidacion/ (decisions-liquidacion): the month's packages and totals. */
export const liquidacionQuery = (mes: string, comercial: number | null) =>
  queryOptions({
    queryKey: ['liquidacion', mes, comercial],
    queryFn: ({ signal }) =>
      api.get<Liquidacion>(`/api/calculadora/liquidacion/?${liquidacionParams(mes, comercial)}`, { signal }),
    placeholderData: keepPreviousData,
  });
