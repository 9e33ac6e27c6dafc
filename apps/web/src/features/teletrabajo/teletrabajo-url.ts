import { CLIENTES_FILTERS } from '@ventas/domain/telework/clientes-filters';
import { CLIENTES_PAGING, type OrderableField } from '@ventas/domain/clientes/clientes-list';
import type { FiltrosTeletrabajo } from '@ventas/domain/gerencia/gerencia-figuras';
import { writeFilterParams } from '@ventas/domain/http/filter-url';
import { WEB_ROUTES } from '@ventas/domain/permissions/web-routes';
import { writeGridState } from '../../components/paged-grid/list-url';

/**
 * The Teletrabajo list of exactly the customers these filters select, on its first page, written
 * with the list's own URL codec: how a figure elsewhere opens the customers behind it.
 */
export function teletrabajoUrl(
  filtros: FiltrosTeletrabajo,
  ordering: OrderableField = CLIENTES_PAGING.defaultOrdering as OrderableField,
): string {
  const filters = writeFilterParams(CLIENTES_FILTERS, new URLSearchParams(), filtros);
  const params = writeGridState(CLIENTES_PAGING, filters, {
    page: 1,
    pageSize: CLIENTES_PAGING.defaultPageSize,
    ordering,
  });
  return `${WEB_ROUTES.teletrabajo.path}?${params.toString()}`;
}
