import type { GridColDef, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import type { ListCard } from './list-card';

/** A screen's columns and how they behave: built per width, ordered through the API, hidden when narrow. */
export interface GridColumns<Row extends GridValidRowModel> {
  /** `compact` is a phone's width. */
  build: (compact: boolean) => GridColDef<Row>[];
  /** Grid column -> the API's `ordering` field; columns not listed cannot be sorted. */
  orderBy: Readonly<Record<string, string>>;
  /** A phone shows only these. */
  phone: readonly string[];
  /** Hidden below 1200 px. */
  tabletHidden: readonly string[];
  /** Hidden below 1536 px, where the side drawer leaves too little room for every column. */
  laptopHidden: readonly string[];
  /** A phone shows each row as this card instead of a grid of `phone`'s columns (paged-cards.tsx). */
  card?: ListCard<Row>;
}

export function toSortModel(orderBy: Readonly<Record<string, string>>, ordering: string): GridSortModel {
  const field = ordering.replace(/^-/, '');
  const column = Object.keys(orderBy).find((key) => orderBy[key] === field);
  return column ? [{ field: column, sort: ordering.startsWith('-') ? 'desc' : 'asc' }] : [];
}

export function toOrdering(
  orderBy: Readonly<Record<string, string>>,
  model: GridSortModel,
  fallback: string,
): string {
  const [first] = model;
  const field = first ? orderBy[first.field] : undefined;
  if (!first || !field) return fallback;
  return first.sort === 'desc' ? `-${field}` : field;
}
