import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  DataGrid,
  type GridColumnVisibilityModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import type { ClienteRecord } from '../../api/cliente-record';
import type { GridState } from '../../filters/filters-url';
import { PAGE_SIZE_OPTIONS } from '../../teletrabajo-constants';
import type { ClienteAction, ClienteRef } from '../acciones/cliente-action';
import {
  clientesColumns,
  LAPTOP_HIDDEN_COLUMNS,
  PHONE_COLUMNS,
  SORTABLE_COLUMNS,
  TABLET_HIDDEN_COLUMNS,
} from './clientes-columns';
import { ClientesEmptyOverlay } from './clientes-empty-overlay';

const LOCALE_TEXT = esES.components.MuiDataGrid.defaultProps.localeText;

interface ClientesGridProps {
  rows: readonly ClienteRecord[];
  rowCount: number;
  loading: boolean;
  grid: GridState;
  onGridChange: (grid: GridState) => void;
  onOpen: (cliente: ClienteRecord) => void;
  onAction: (action: ClienteAction, cliente: ClienteRef) => void;
  canDelete: boolean;
  onClearFilters: () => void;
  hasFilters: boolean;
}

function toSortModel(ordering: string): GridSortModel {
  const field = ordering.replace(/^-/, '');
  const column = Object.keys(SORTABLE_COLUMNS).find((key) => SORTABLE_COLUMNS[key] === field);
  return column ? [{ field: column, sort: ordering.startsWith('-') ? 'desc' : 'asc' }] : [];
}

function toOrdering(model: GridSortModel, fallback: string): string {
  const [first] = model;
  const field = first ? SORTABLE_COLUMNS[first.field] : undefined;
  if (!first || !field) return fallback;
  return first.sort === 'desc' ? `-${field}` : field;
}

/** Server-side paging and sorting; secondary columns hide on narrow screens. */
export function ClientesGrid(props: ClientesGridProps) {
  const { rows, rowCount, loading, grid, onGridChange, onOpen, onAction, canDelete } = props;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const tablet = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  // Below 1536 px the side drawer leaves too little room for every column.
  const laptop = useMediaQuery((theme: Theme) => theme.breakpoints.down('xl'));
  const columns = useMemo(
    () => clientesColumns({ compact: phone, canDelete, onAction }),
    [phone, canDelete, onAction],
  );
  const visibility = useMemo<GridColumnVisibilityModel>(() => {
    const hidden = phone
      ? columns.map((column) => column.field).filter((field) => !PHONE_COLUMNS.includes(field))
      : tablet
        ? TABLET_HIDDEN_COLUMNS
        : laptop
          ? LAPTOP_HIDDEN_COLUMNS
          : [];
    return Object.fromEntries(hidden.map((field) => [field, false]));
  }, [columns, phone, tablet, laptop]);
  // Stable models: a new sort model each render makes the grid jump back to the first page.
  const paginationModel = useMemo<GridPaginationModel>(
    () => ({ page: grid.page - 1, pageSize: grid.pageSize }),
    [grid.page, grid.pageSize],
  );
  const sortModel = useMemo(() => toSortModel(grid.ordering), [grid.ordering]);

  return (
    <Box sx={{ height: { xs: 'calc(100dvh - 270px)', md: 'calc(100dvh - 230px)' }, minHeight: 360 }}>
      <DataGrid
        aria-label="Clientes"
        rows={rows}
        columns={columns}
        rowCount={rowCount}
        loading={loading}
        localeText={LOCALE_TEXT}
        paginationMode="server"
        sortingMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={(model) =>
          onGridChange({
            ...grid,
            // A new page size starts again from the first page.
            page: model.pageSize === grid.pageSize ? model.page + 1 : 1,
            pageSize: model.pageSize,
          })
        }
        pageSizeOptions={[...PAGE_SIZE_OPTIONS]}
        sortModel={sortModel}
        onSortModelChange={(model) =>
          onGridChange({ ...grid, page: 1, ordering: toOrdering(model, '-updated_on') })
        }
        sortingOrder={['asc', 'desc', null]}
        columnVisibilityModel={visibility}
        disableColumnFilter
        disableRowSelectionOnClick
        getRowHeight={() => 'auto'}
        onRowClick={({ row }) => onOpen(row)}
        onCellKeyDown={({ row }, event) => {
          // Enter on a cell opens the customer; on a link or button inside it, that control acts.
          const control = (event.target as HTMLElement).closest('a, button');
          if (event.key === 'Enter' && !control) onOpen(row);
        }}
        slots={{ noRowsOverlay: ClientesEmptyOverlay }}
        slotProps={{
          noRowsOverlay: { hasFilters: props.hasFilters, onClearFilters: props.onClearFilters },
          loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
        }}
        sx={{
          bgcolor: 'background.paper',
          '& .MuiDataGrid-row': { cursor: 'pointer' },
          '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', py: 0.75 },
        }}
      />
    </Box>
  );
}
