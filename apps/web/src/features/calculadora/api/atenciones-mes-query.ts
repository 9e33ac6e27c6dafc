import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { atencionesCalls } from '@ventas/domain/telework/atenciones.calls';
import { sendCall } from '../../../api/send-call';
import { calculadoraKeys } from './calculadora-keys';
import { rangoDelMes, VENTAS_POR_PAGINA } from './ventas-mes-params';

/**
 * GET /api/atenciones/ (SPEC §7 Calculator, decision 77): the commercial's procedures and offers
 * whose `updated_on` falls in the month, newest first.
 */
export const atencionesMesQuery = (mes: string, comercial: number) =>
  queryOptions({
    queryKey: calculadoraKeys.atencionesMes(mes, comercial),
    queryFn: ({ signal }) =>
      sendCall(
        atencionesCalls.list,
        {
          query: {
            filter: ['gestiones', 'ofertas'],
            comercial,
            ...rangoDelMes(mes, 'updated_on'),
            itemsPerPage: VENTAS_POR_PAGINA,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
