import type { ItemNouns } from './count-label';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { FilterDeclarations } from '@ventas/domain/http/list-filters';
import type { ListPaging, Page } from '@ventas/domain/http/page';
import type { QueryValue } from '../../api/api-client';

/** A list request: the filters, the top-bar search, and (for a page) page, size and order. */
export type ListQuery = Record<string, QueryValue>;

/** The query options of one page of a list, typed by the list contract (page.ts). */
export type PageQueryOptions<Row, K extends QueryKey = QueryKey> = UseQueryOptions<
  Page<Row>,
  Error,
  Page<Row>,
  K
>;

/**
 * What a screen declares to get a paged, filtered, exportable list (docs/architecture.md "Web
 * app"): its filter declaration and paging from `packages/domain`, how to ask for a page, and
 * the words it uses. Columns, actions and dialogs stay with the screen.
 */
export interface ListDeclaration<
  Row,
  D extends FilterDeclarations = FilterDeclarations,
  K extends QueryKey = QueryKey,
> {
  filters: D;
  paging: ListPaging;
  pageQuery: (query: ListQuery) => PageQueryOptions<Row, K>;
  /** Queues an export of the filtered list and answers the task id to poll (SPEC §4). */
  startExport?: (query: ListQuery) => Promise<string>;
  texts: ListTexts;
}

export interface ListTexts {
  /** The grid's accessible name, e.g. 'Clientes'. */
  gridLabel: string;
  /** Nouns for counts: 'Ver 1 cliente', 'Exportando 3 de 9 clientes'. */
  items: ItemNouns;
  empty: string;
  emptyFiltered: string;
  loadFailed: string;
}

/** Declares a list, keeping its row, filter and query-key types. */
export const defineList = <Row, D extends FilterDeclarations, K extends QueryKey>(
  list: ListDeclaration<Row, D, K>,
): ListDeclaration<Row, D, K> => list;
