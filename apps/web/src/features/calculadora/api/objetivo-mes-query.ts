import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { objetivosCalls } from '@ventas/domain/calculadora/objetivos.calls';
import { sendCall } from '../../../api/send-call';
import { calculadoraKeys } from './calculadora-keys';
import { calculadoraQueryParams } from './calculadora-query-params';

/**
 * The month's objectives with their derived figures, the band, the commission or why it is
 * withheld, and whom the caller may pick (decision 83). The previous month or commercial stays on
 * screen while the next one loads, so the pickers never vanish.
 */
export const objetivoMesQuery = (mes: string, comercial: number | null) =>
  queryOptions({
    queryKey: calculadoraKeys.objetivoMes(mes, comercial),
    queryFn: ({ signal }) =>
      sendCall(objetivosCalls.objetivoMes, { query: calculadoraQueryParams(mes, comercial) }, { signal }),
    placeholderData: keepPreviousData,
  });
