import { queryOptions } from '@tanstack/react-query';
import { ajustesCalls } from '@ventas/domain/calculadora/ajustes.calls';
import { sendCall } from '../../../api/send-call';
import { calculadoraKeys } from './calculadora-keys';

/** Every correction-factor list of the tenant (decision 85). */
export const factoresQuery = queryOptions({
  queryKey: calculadoraKeys.factores,
  queryFn: ({ signal }) => sendCall(ajustesCalls.factores, {}, { signal }),
});
