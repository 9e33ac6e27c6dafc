import { queryOptions } from '@tanstack/react-query';
import type { DayRange } from '@ventas/domain/http/list-filters';
import { rendimientoOrigenCalls } from '@ventas/domain/rendimiento-origen/rendimiento-origen.calls';
import { sendCall } from '../../../api/send-call';

/** Per origin, the figures of the leads created in `creados` (either end may be open). */
export const rendimientoOrigenQuery = (creados: DayRange) =>
  queryOptions({
    queryKey: ['rendimiento-origen', creados.after ?? '', creados.before ?? ''],
    queryFn: ({ signal }) =>
      sendCall(
        rendimientoOrigenCalls.porOrigen,
        {
          query: {
            ...(creados.after ? { after: creados.after } : {}),
            ...(creados.before ? { before: creados.before } : {}),
          },
        },
        { signal },
      ),
  });
