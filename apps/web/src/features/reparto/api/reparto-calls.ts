import { queryOptions, skipToken } from '@tanstack/react-query';
import type { RepartoRequestInput } from '@ventas/domain/reparto/reparto-contract';
import { repartoCalls } from '@ventas/domain/reparto/reparto.calls';
import { sendCall } from '../../../api/send-call';

export const repartoKeys = { all: ['reparto'] as const };

/** What the deal-out would do now (nothing is asked until there is a request). */
export const vistaPreviaQuery = (body: RepartoRequestInput | null) =>
  queryOptions({
    queryKey: [...repartoKeys.all, 'vista-previa', body],
    queryFn:
      body === null ? skipToken : ({ signal }) => sendCall(repartoCalls.vistaPrevia, { body }, { signal }),
    enabled: body !== null,
    retry: false,
  });

/** Starts the deal-out; the task to follow. */
export async function empezarReparto(body: RepartoRequestInput): Promise<string> {
  return (await sendCall(repartoCalls.repartir, { body })).task_id;
}
