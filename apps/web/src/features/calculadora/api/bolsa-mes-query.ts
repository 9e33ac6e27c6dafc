import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { objetivosCalls } from '@ventas/domain/calculadora/objetivos.calls';
import { sendCall } from '../../../api/send-call';
import { calculadoraKeys } from './calculadora-keys';
import { calculadoraQueryParams } from './calculadora-query-params';

/** The month's pools, their rewards and the pool in play. */
export const bolsaMesQuery = (mes: string, comercial: number | null) =>
  queryOptions({
    queryKey: calculadoraKeys.bolsaMes(mes, comercial),
    queryFn: ({ signal }) =>
      sendCall(objetivosCalls.bolsaMes, { query: calculadoraQueryParams(mes, comercial) }, { signal }),
    placeholderData: keepPreviousData,
  });
