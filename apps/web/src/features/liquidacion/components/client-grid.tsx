import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';

const LOCALE_TEXT = esES.components.MuiDataGrid.defaultProps.localeText;

interface Props<Row extends GridValidRowModel> {
  label: string;
  rows: Row[];
  columns: GridColDef<Row>[];
  getRowId?: (row: Row) => number;
  loading: boolean;
  empty: string;
  /** The columns a phone drops. */
  phoneHidden: GridColumnVisibilityModel;
}

/** A whole list the server answered at once: paged, sorted and laid out in the browser. */
export function ClientGrid<Row extends GridValidRowModel>(props: Props<Row>) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <DataGrid
      aria-label={props.label}
      rows={props.rows}
      columns={props.columns}
      {...(props.getRowId ? { getRowId: props.getRowId } : {})}
      loading={props.loading}
      localeText={{ ...LOCALE_TEXT, noRowsLabel: props.empty }}
      columnVisibilityModel={phone ? props.phoneHidden : {}}
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      pageSizeOptions={[25, 50, 100]}
      density="compact"
      disableRowSelectionOnClick
      sx={{ minHeight: 300 }}
    />
  );
}
