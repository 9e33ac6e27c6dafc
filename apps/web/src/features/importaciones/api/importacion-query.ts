import { queryOptions } from '@tanstack/react-query';
import { importacionesCalls } from '@ventas/domain/importaciones/importaciones.calls';
import { sendCall } from '../../../api/send-call';
import { importacionesKeys } from './importaciones-keys';

/** One import record, its totals and result. */
export const importacionQuery = (id: number) =>
  queryOptions({
    queryKey: importacionesKeys.uno(id),
    queryFn: ({ signal }) => sendCall(importacionesCalls.uno, { params: { id } }, { signal }),
  });
