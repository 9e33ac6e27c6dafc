import { queryOptions } from '@tanstack/react-query';
import { ofertaDetailSchema } from '@ventas/domain/ofertas/oferta-contract';
import { api } from '../../../api/api';
import { ofertaKeys } from './oferta-keys';

/** GET /api/atenciones/oferta/{id}/: the saved offer, each package with its quote (EDIT mode). */
export const ofertaDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ofertaKeys.oferta(id),
    queryFn: async ({ signal }) =>
      ofertaDetailSchema.parse(await api.get<unknown>(`/api/atenciones/oferta/${id}/`, { signal })),
    // The form starts from this read once; no refetch in the background while it is edited.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
