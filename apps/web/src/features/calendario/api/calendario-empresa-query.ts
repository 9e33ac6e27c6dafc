import { queryOptions } from '@tanstack/react-query';
import { calendarioCalls } from '@ventas/domain/calendario/calendario.calls';
import { sendCall } from '../../../api/send-call';
import { calendarioKeys } from './calendario-keys';

/** The tenant's community, municipality and own days. */
export const calendarioEmpresaQuery = () =>
  queryOptions({
    queryKey: calendarioKeys.empresa,
    queryFn: ({ signal }) => sendCall(calendarioCalls.empresa, {}, { signal }),
  });
