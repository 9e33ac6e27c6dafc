import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { liquidacionCalls } from '@ventas/domain/liquidacion/liquidacion.calls';
import { sendCall } from '../../../api/send-call';

/** The month ('YYYY-MM') and, optionally, one commercial, as the liquidation's calls take them. */
export function liquidacionParams(mes: string, comercial: number | null) {
  return {
    month_year_updated_on: mes,
    ...(comercial === null ? {} : { comercial: String(comercial) }),
  };
}

/** The month's packages and totals (decisions-liquidacion). */
export const liquidacionQuery = (mes: string, comercial: number | null) =>
  queryOptions({
    queryKey: ['liquidacion', mes, comercial],
    queryFn: ({ signal }) =>
      sendCall(liquidacionCalls.liquidacion, { query: liquidacionParams(mes, comercial) }, { signal }),
    placeholderData: keepPreviousData,
  });
