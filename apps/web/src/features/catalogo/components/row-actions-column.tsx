import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import type { GridColumns } from '../../../components/paged-grid/grid-columns';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';

/** A table's columns plus the row actions at the end, kept on every width (phones included). */
export function withRowActions<Row extends GridValidRowModel>(
  columns: GridColumns<Row>,
  renderActions: (row: Row) => ReactNode,
): GridColumns<Row> {
  return {
    ...columns,
    build: (compact) => [
      ...columns.build(compact),
      {
        field: 'acciones',
        headerName: 'Acciones',
        width: 64,
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        align: 'center',
        headerAlign: 'center',
        // The header keeps its name for screen readers without crowding a narrow column.
        renderHeader: () => <span style={VISUALLY_HIDDEN}>Acciones</span>,
        renderCell: ({ row }) => renderActions(row),
      },
    ],
    phone: [...columns.phone, 'acciones'],
  };
}
