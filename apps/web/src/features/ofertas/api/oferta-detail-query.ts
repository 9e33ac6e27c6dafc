import { queryOptions } from '@tanstack/react-query';
import { ofertasCalls } from '@ventas/domain/ofertas/ofertas.calls';
import { sendCall } from '../../../api/send-call';
import { ofertaKeys } from './oferta-keys';

/** The saved offer, each package with its quote (EDIT mode). */
export const ofertaDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ofertaKeys.oferta(id),
    queryFn: ({ signal }) => sendCall(ofertasCalls.detail, { params: { id } }, { signal }),
    // The form starts from this read once; no refetch in the background while it is edited.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
