import { queryOptions } from '@tanstack/react-query';
import { credencialesCalls } from '@ventas/domain/credenciales/credenciales.calls';
import { sendCall } from '../../../api/send-call';
import { credencialesKeys } from './credenciales-keys';

/** Who revealed this credential's secrets, newest first. */
export const revelacionesQuery = (id: number) =>
  queryOptions({
    queryKey: credencialesKeys.revelaciones(id),
    queryFn: ({ signal }) => sendCall(credencialesCalls.revelaciones, { params: { id } }, { signal }),
  });
