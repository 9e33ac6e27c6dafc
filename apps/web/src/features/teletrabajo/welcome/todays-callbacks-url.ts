import { CLIENTES_FILTERS } from '@ventas/domain/clientes/clientes-filters';
import { CLIENTES_PAGING, type OrderableField } from '@ventas/domain/clientes/clientes-list';
import { writeFilterParams } from '@ventas/domain/http/filter-url';
import { WEB_ROUTES } from '@ventas/domain/permissions/web-routes';
import { madridToday } from '@ventas/domain/time/madrid';
import { writeGridState } from '../../../components/paged-grid/list-url';

const SOONEST_FIRST: OrderableField = 'proxima_llamada';

/**
 * The telework list of the customers whose next pending callback falls on `day` and is
 * `comercialId`'s, soonest first, written with the list's own URL codec. It holds the customers
 * GET /api/clientes/agendados/ counts for that day and owner (SPEC §8 welcome): the list scopes a
 * Comercial to the customers they may work, as the count does (docs/decisions.md).
 */
export function todaysCallbacksUrl(comercialId: number, day: string = madridToday()): string {
  const filters = writeFilterParams(CLIENTES_FILTERS, new URLSearchParams(), {
    proxima_llamada: { after: day, before: day },
    proxima_llamada_comercial: String(comercialId),
  });
  const params = writeGridState(CLIENTES_PAGING, filters, {
    page: 1,
    pageSize: CLIENTES_PAGING.defaultPageSize,
    ordering: SOONEST_FIRST,
  });
  return `${WEB_ROUTES.teletrabajo.path}?${params.toString()}`;
}
