import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { seguimientoSerieSchema, VistaTabla } from '@ventas/domain/proveedores/proveedores-contract';
import { proveedorDCalls } from '@ventas/domain/proveedores/proveedores.calls';
import { sendCall } from '../../../api/send-call';
import type { RangoSeguimiento } from '../model/rango-seguimiento';
import { seguimientoKey } from './seguimiento-key';

export type SeguimientoSerie = z.infer<typeof seguimientoSerieSchema>;

const LECTURA = {
  // Our API already retries provider reads with back-off.
  retry: false,
  // Other dates: the open view keeps its figures, under a progress bar, until the new ones land.
  placeholderData: keepPreviousData,
} as const;

/** One table of the offers tracking, for the dates shown. */
export const tablaQuery = (slug: string, vista: VistaTabla, rango: RangoSeguimiento) =>
  queryOptions({
    queryKey: seguimientoKey(slug, vista, rango),
    queryFn: ({ signal }) =>
      sendCall(proveedorDCalls(slug).tablas[vista], { query: { ...rango } }, { signal }),
    ...LECTURA,
  });

/** The variables' series, for the dates shown. */
export const seriesQuery = (slug: string, rango: RangoSeguimiento) =>
  queryOptions({
    queryKey: seguimientoKey(slug, 'variables-graphic', rango),
    queryFn: ({ signal }) => sendCall(proveedorDCalls(slug).series, { query: { ...rango } }, { signal }),
    ...LECTURA,
  });
