import type { GridValidRowModel } from '@mui/x-data-grid';
import type { GridColumns } from './grid-columns';

export interface SortOption {
  /** The API's `ordering`: 'nombre', '-updated_on'. */
  value: string;
  label: string;
}

/**
 * The orders a phone's "Ordenar por" offers: each sortable column both ways, named by its header
 * ('Nombre (ascendente)'), as the grid's column menu says it. An order in force that no column
 * names (a list's default) reads 'Predeterminado' and stays selectable.
 */
export function sortOptions<Row extends GridValidRowModel>(
  columns: GridColumns<Row>,
  current: string,
): SortOption[] {
  const headers = new Map(
    columns.build(true).map((column) => [column.field, column.headerName ?? column.field]),
  );
  const options = Object.entries(columns.orderBy).flatMap(([field, ordering]) => {
    const header = headers.get(field) ?? field;
    return [
      { value: ordering, label: `${header} (ascendente)` },
      { value: `-${ordering}`, label: `${header} (descendente)` },
    ];
  });
  return options.some((option) => option.value === current)
    ? options
    : [{ value: current, label: 'Predeterminado' }, ...options];
}
