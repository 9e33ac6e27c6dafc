import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { atencionesCalls } from '@ventas/domain/telework/atenciones.calls';
import { sendCall } from '../../../api/send-call';
import { calculadoraKeys } from './calculadora-keys';
import { rangoDelMes, VENTAS_POR_PAGINA } from './ventas-mes-params';

/**
 * GET /api/atenciones/paquete/ (SPEC §7 Calculator, decision 77): the packages the commercial sold
 * in the month (their offer's `fecha_venta`, the day decision 82 counts a sale by).
 */
export const paquetesMesQuery = (mes: string, comercial: number) =>
  queryOptions({
    queryKey: calculadoraKeys.paquetesMes(mes, comercial),
    queryFn: ({ signal }) =>
      sendCall(
        atencionesCalls.paquetes,
        { query: { comercial, ...rangoDelMes(mes, 'fecha_venta'), itemsPerPage: VENTAS_POR_PAGINA } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
