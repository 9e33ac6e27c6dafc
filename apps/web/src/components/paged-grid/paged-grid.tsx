import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  DataGrid,
  type GridColumnVisibilityModel,
  type GridPaginationModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { EmptyOverlay } from './empty-overlay';
import { toOrdering, toSortModel } from './grid-columns';
import type { PagedViewProps } from './paged-view-props';

// The empty state's own props, passed through the grid's slot.
declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    hasFilters: boolean;
    onClearFilters: () => void;
    emptyText: string;
    emptyFilteredText: string;
    failed: boolean;
  }
}

const LOCALE_TEXT = esES.components.MuiDataGrid.defaultProps.localeText;

/** Server-side paging and sorting; secondary columns hide on narrow screens. */
export function PagedGrid<Row extends GridValidRowModel>(props: PagedViewProps<Row>) {
  const { columns: declared, paging, texts, rows, rowCount, loading, grid, onGridChange, onOpen } = props;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const tablet = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const laptop = useMediaQuery((theme: Theme) => theme.breakpoints.down('xl'));
  const columns = useMemo(() => declared.build(phone), [declared, phone]);
  const visibility = useMemo<GridColumnVisibilityModel>(() => {
    const hidden = phone
      ? columns.map((column) => column.field).filter((field) => !declared.phone.includes(field))
      : tablet
        ? declared.tabletHidden
        : laptop
          ? declared.laptopHidden
          : [];
    return Object.fromEntries(hidden.map((field) => [field, false]));
  }, [columns, declared, phone, tablet, laptop]);
  // Stable models: a new sort model each render makes the grid jump back to the first page.
  const paginationModel = useMemo<GridPaginationModel>(
    () => ({ page: grid.page - 1, pageSize: grid.pageSize }),
    [grid.page, grid.pageSize],
  );
  const sortModel = useMemo(() => toSortModel(declared.orderBy, grid.ordering), [declared, grid.ordering]);

  return (
    <Box sx={{ height: { xs: 'calc(100dvh - 270px)', md: 'calc(100dvh - 230px)' }, minHeight: 360 }}>
      <DataGrid
        aria-label={texts.gridLabel}
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
        pageSizeOptions={[...paging.pageSizeOptions]}
        sortModel={sortModel}
        onSortModelChange={(model) =>
          onGridChange({
            ...grid,
            page: 1,
            ordering: toOrdering(declared.orderBy, model, paging.defaultOrdering),
          })
        }
        sortingOrder={['asc', 'desc', null]}
        columnVisibilityModel={visibility}
        disableColumnFilter
        disableRowSelectionOnClick
        getRowHeight={() => 'auto'}
        onRowClick={({ row }) => onOpen(row)}
        onCellKeyDown={({ row }, event) => {
          // Enter on a cell opens the row; on a link or button inside it, that control acts.
          const control = (event.target as HTMLElement).closest('a, button');
          if (event.key === 'Enter' && !control) onOpen(row);
        }}
        slots={{ noRowsOverlay: EmptyOverlay }}
        slotProps={{
          noRowsOverlay: {
            hasFilters: props.hasFilters,
            onClearFilters: props.onClearFilters,
            emptyText: texts.empty,
            emptyFilteredText: texts.emptyFiltered,
            failed: props.failed,
          },
          // After a failure nothing is known: no "51–75 de más de 75", no arrow into nothing.
          basePagination: props.failed ? { disabled: true, material: { labelDisplayedRows: () => '' } } : {},
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
