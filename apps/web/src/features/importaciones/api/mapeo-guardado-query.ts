import { queryOptions } from '@tanstack/react-query';
import { importacionesCalls } from '@ventas/domain/importaciones/importaciones.calls';
import { sendCall } from '../../../api/send-call';
import { importacionesKeys } from './importaciones-keys';

/** The mapping last used for that origin, if any. */
export const mapeoGuardadoQuery = (origen: number) =>
  queryOptions({
    queryKey: importacionesKeys.mapeo(origen),
    queryFn: ({ signal }) =>
      sendCall(importacionesCalls.mapeo, { query: { origen_bbdd: String(origen) } }, { signal }),
  });
