import type { ExportTable } from '@ventas/domain/servicios/catalogue-transfer-contract';
import type { PricedKind } from '@ventas/domain/servicios/price-history';
import type { ListQuery } from '../../../components/paged-grid/list-declaration';

/**
 * Query keys of catalogue data. Every key of a table starts with ['servicios', path], the root the
 * app's initial data already uses for `tipoobjetivo/` and the customer feature for `gestion/`:
 * invalidating a table's root refreshes its pages, its option lists and theirs.
 */
export const catalogueKeys = {
  table: (path: ExportTable) => ['servicios', path] as const,
  page: (path: ExportTable, query: ListQuery) => ['servicios', path, 'page', query] as const,
  options: (path: ExportTable, operator: string) => ['servicios', path, 'options', operator] as const,
  operadores: ['servicios', 'operadores'] as const,
  history: (kind: 'pricehistory' | 'upfronts', content: PricedKind, id: number) =>
    ['servicios', kind, content, id] as const,
};
