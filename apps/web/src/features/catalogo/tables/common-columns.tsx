import Chip from '@mui/material/Chip';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { formatEuros } from '@ventas/domain/money/euro-format';
import { segmentLabel } from '@ventas/domain/servicios/segment-labels';

/** Columns several catalogue tables show the same way. */

export const textColumn = <Row extends GridValidRowModel>(
  field: string,
  headerName: string,
  sortable: boolean,
  width = 140,
): GridColDef<Row> => ({ field, headerName, width, sortable });

export const nameColumn = <Row extends GridValidRowModel>(
  field = 'name',
  headerName = 'Nombre',
): GridColDef<Row> => ({
  field,
  headerName,
  flex: 1.5,
  minWidth: 150,
  sortable: true,
});

/** SPEC §3 segment: its label ('Particular'), sorted by the code as the API sorts it. */
export const segmentColumn = <Row extends GridValidRowModel>(): GridColDef<Row> => ({
  ...textColumn<Row>('segment', 'Segmento', true, 120),
  valueFormatter: (value: string | null) => segmentLabel(value),
});

/** An amount in euros, to the cent (a price may be stored with 4 decimals). */
export const priceColumn = <Row extends GridValidRowModel>(
  field: string,
  headerName = 'Precio',
): GridColDef<Row> => ({
  field,
  headerName,
  width: 120,
  sortable: false,
  align: 'right',
  headerAlign: 'right',
  valueFormatter: (value: string | null) => formatEuros(value),
});

export const activeColumn = <Row extends GridValidRowModel>(): GridColDef<Row> => ({
  field: 'is_active',
  headerName: 'Estado',
  width: 110,
  sortable: false,
  renderCell: ({ value }) =>
    value ? (
      <Chip size="small" color="success" variant="outlined" label="Activo" />
    ) : (
      <Chip size="small" variant="outlined" label="Inactivo" />
    ),
});

export const updatedColumn = <Row extends GridValidRowModel>(): GridColDef<Row> => ({
  field: 'updated_on',
  headerName: 'Actualizado',
  width: 140,
  sortable: true,
  valueFormatter: (value: string) => formatMadridDateTime(value),
});
