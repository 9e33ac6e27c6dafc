import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ofertaSeguimientoSchema } from '@ventas/domain/proveedores/proveedores-contract';
import { proveedorDCalls } from '@ventas/domain/proveedores/proveedores.calls';
import { sendCall } from '../../../api/send-call';
import type { RangoSeguimiento } from '../model/rango-seguimiento';
import { seguimientoKey } from './seguimiento-key';

export type OfertaSeguimiento = z.infer<typeof ofertaSeguimientoSchema>;

/** The offer dialog's two halves: the offer's detail and the offer itself. */
export type ParteOferta = 'offerDetail' | 'offerDetailOffer';

/** One half of a tracked offer, for the dates shown. */
export const ofertaQuery = (slug: string, parte: ParteOferta, id: string, rango: RangoSeguimiento) =>
  queryOptions({
    queryKey: [...seguimientoKey(slug, parte, rango), id],
    queryFn: ({ signal }) =>
      sendCall(proveedorDCalls(slug)[parte], { params: { id }, query: { ...rango } }, { signal }),
    // Our API already retries provider reads with back-off.
    retry: false,
  });
