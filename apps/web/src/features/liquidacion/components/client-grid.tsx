import { useState } from 'react';
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

/** Below this width (a 1280–1366 px laptop, the drawer open) the laptop's columns step aside. */
const WIDE_SCREEN_QUERY = '(min-width: 1440px)';

interface Props<Row extends GridValidRowModel> {
  label: string;
  rows: Row[];
  columns: GridColDef<Row>[];
  getRowId?: (row: Row) => number;
  loading: boolean;
  empty: string;
  /** The columns a phone drops (besides the laptop's). */
  phoneHidden: GridColumnVisibilityModel;
  /** The columns a laptop drops so the rest fit without scrolling sideways. */
  laptopHidden?: GridColumnVisibilityModel;
}

type Width = 'phone' | 'laptop' | 'wide';

/**
 * A whole list the server answered at once: paged, sorted and laid out in the browser. Narrower
 * screens start without some columns; the column menu's "Administrar columnas" shows them again,
 * until the screen changes width.
 */
export function ClientGrid<Row extends GridValidRowModel>(props: Props<Row>) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const width: Width = phone ? 'phone' : wide ? 'wide' : 'laptop';
  const [chosen, setChosen] = useState<{ width: Width; model: GridColumnVisibilityModel } | null>(null);
  const laptopHidden = props.laptopHidden ?? {};
  const byWidth: Record<Width, GridColumnVisibilityModel> = {
    phone: { ...laptopHidden, ...props.phoneHidden },
    laptop: laptopHidden,
    wide: {},
  };
  return (
    <DataGrid
      aria-label={props.label}
      rows={props.rows}
      columns={props.columns}
      {...(props.getRowId ? { getRowId: props.getRowId } : {})}
      loading={props.loading}
      localeText={{ ...LOCALE_TEXT, noRowsLabel: props.empty }}
      columnVisibilityModel={chosen?.width === width ? chosen.model : byWidth[width]}
      onColumnVisibilityModelChange={(model) => setChosen({ width, model })}
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      pageSizeOptions={[25, 50, 100]}
      density="compact"
      disableRowSelectionOnClick
      sx={{ minHeight: 300 }}
    />
  );
}
