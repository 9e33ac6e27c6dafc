import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ofertaSeguimientoSchema } from '@ventas/domain/proveedores/proveedores-contract';
import { RUTAS_D, rutaScraping } from '@ventas/domain/proveedores/rutas-api';
import { api } from '../../../api/api';
import type { RangoSeguimiento } from '../model/rango-seguimiento';
import { seguimientoKey } from './seguimiento-key';

export type OfertaSeguimiento = z.infer<typeof ofertaSeguimientoSchema>;

/** The offer dialog's two halves: the offer's detail and the offer itself. */
export type ParteOferta = 'offerDetail' | 'offerDetailOffer';

/** GET …/management/offer-detail/{id}/ or …/offer-detail-offer/{id}/ (since, until). */
export const ofertaQuery = (slug: string, parte: ParteOferta, id: string, rango: RangoSeguimiento) =>
  queryOptions({
    queryKey: [...seguimientoKey(slug, parte, rango), id],
    queryFn: ({ signal }) =>
      api.get<OfertaSeguimiento>(rutaScraping(slug, RUTAS_D[parte], id), { signal, query: { ...rango } }),
    // Our API already retries provider reads with back-off.
    retry: false,
  });
