import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { calendarioCalls } from '@ventas/domain/calendario/calendario.calls';
import { sendCall } from '../../../api/send-call';
import { MUESTRA_AGENDADOS } from '../../clientes/clientes.public';
import { calendarioKeys } from './calendario-keys';

/**
 * A commercial's month day by day (weights, holidays, callbacks) and whom the caller may pick
 * (the caller's own month when `comercial` is null). The previous month stays on screen while the
 * next one loads; the month is read again whenever a callback is created, moved or closed
 * (MUESTRA_AGENDADOS).
 */
export const calendarioMesQuery = (mes: string, comercial: number | null) =>
  queryOptions({
    queryKey: calendarioKeys.mes(mes, comercial),
    meta: MUESTRA_AGENDADOS,
    queryFn: ({ signal }) =>
      sendCall(
        calendarioCalls.mes,
        {
          query: {
            month_year_updated_on: mes,
            ...(comercial === null ? {} : { comercial: String(comercial) }),
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
