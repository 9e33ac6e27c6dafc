import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ListPaging } from '@ventas/domain/http/page';
import type { GridColumns } from './grid-columns';
import type { ListTexts } from './list-declaration';
import type { GridState } from './list-url';

/** What a page of a list is drawn from, as a grid (paged-grid.tsx) or as cards (paged-cards.tsx). */
export interface PagedViewProps<Row extends GridValidRowModel> {
  columns: GridColumns<Row>;
  paging: ListPaging;
  texts: ListTexts;
  rows: readonly Row[];
  /** -1 while unknown. */
  rowCount: number;
  loading: boolean;
  grid: GridState;
  onGridChange: (grid: GridState) => void;
  onOpen: (row: Row) => void;
  onClearFilters: () => void;
  hasFilters: boolean;
  /** The page could not be loaded (the list says so above): no empty state, no paging. */
  failed: boolean;
}
