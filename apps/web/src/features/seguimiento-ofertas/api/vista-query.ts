import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  SeguimientoTabla,
  SeguimientoVista,
  seguimientoSerieSchema,
} from '@ventas/domain/proveedores/proveedores-contract';
import { RUTAS_D, rutaScraping } from '@ventas/domain/proveedores/rutas-api';
import { api } from '../../../api/api';
import type { RangoSeguimiento } from '../model/rango-seguimiento';
import { seguimientoKey } from './seguimiento-key';

export type SeguimientoSerie = z.infer<typeof seguimientoSerieSchema>;

const vistaQuery = <T>(slug: string, vista: SeguimientoVista, rango: RangoSeguimiento) =>
  queryOptions({
    queryKey: seguimientoKey(slug, vista, rango),
    queryFn: ({ signal }) =>
      api.get<T>(rutaScraping(slug, RUTAS_D.vista(vista)), { signal, query: { ...rango } }),
    // Our API already retries provider reads with back-off.
    retry: false,
    // Other dates: the open view keeps its figures, under a progress bar, until the new ones land.
    placeholderData: keepPreviousData,
  });

/** GET …/management/{vista}/ (since, until): one table of the offers tracking. */
export const tablaQuery = (slug: string, vista: SeguimientoVista, rango: RangoSeguimiento) =>
  vistaQuery<SeguimientoTabla>(slug, vista, rango);

/** GET …/management/variables-graphic/ (since, until): the variables' series. */
export const seriesQuery = (slug: string, rango: RangoSeguimiento) =>
  vistaQuery<SeguimientoSerie>(slug, 'variables-graphic', rango);
