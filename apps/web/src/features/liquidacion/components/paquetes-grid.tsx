import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { LINEA_LABELS, type PaqueteLiquidacion } from '@ventas/domain/liquidacion/liquidacion-contract';
import { formatEuros } from '@ventas/domain/money/euro-format';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { estadoPaqueteLabel } from '../../clientes/clientes.public';
import { ClientGrid } from './client-grid';

const COLUMNS: GridColDef<PaqueteLiquidacion>[] = [
  {
    field: 'fecha_venta',
    headerName: 'Fecha de venta',
    width: 150,
    valueFormatter: (value: string) => formatMadridDateTime(value),
  },
  { field: 'comercial_nombre', headerName: 'Comercial', flex: 1, minWidth: 110 },
  { field: 'cliente_nombre', headerName: 'Cliente', flex: 1, minWidth: 140 },
  {
    field: 'tipo_linea',
    headerName: 'Línea',
    width: 150,
    valueFormatter: (value: string) => LINEA_LABELS[value] ?? value,
  },
  { field: 'tarifa_nombre', headerName: 'Tarifa', flex: 1, minWidth: 140 },
  // The operator's label, as the export names it (one lookup: api liquidacion/operador-nombre.ts).
  { field: 'operador', headerName: 'Operador', width: 120, valueFormatter: (value) => value ?? '—' },
  { field: 'familia_nombre', headerName: 'Familia', width: 120, valueFormatter: (value) => value ?? '—' },
  {
    field: 'upfront',
    headerName: 'Upfront',
    width: 95,
    align: 'right',
    headerAlign: 'right',
    sortComparator: (a: string | null, b: string | null) => Number(a ?? -1) - Number(b ?? -1),
    valueFormatter: (value: string | null) => (value === null ? 'Sin upfront' : formatEuros(value)),
  },
  {
    field: 'estado',
    headerName: 'Estado',
    width: 120,
    renderCell: ({ row }) => (
      <Chip
        size="small"
        label={estadoPaqueteLabel(row.estado)}
        color={row.estado === 'CANCELADO' ? 'error' : 'default'}
        variant={row.estado === 'CANCELADO' ? 'filled' : 'outlined'}
      />
    ),
  },
  {
    field: 'cuenta',
    headerName: 'Cuenta',
    width: 90,
    type: 'boolean',
  },
];

/** Columns a phone drops: the commercial, the upfront and the state stay readable. */
const PHONE_HIDDEN = {
  cliente_nombre: false,
  fecha_venta: false,
  tipo_linea: false,
  tarifa_nombre: false,
  operador: false,
  familia_nombre: false,
  cuenta: false,
};

/** Columns a 1280 px laptop starts without (the line type and family): the rest fit its width. */
const LAPTOP_HIDDEN = { tipo_linea: false, familia_nombre: false };

/** The month's packages: every one listed, those that do not count marked so. */
export function PaquetesGrid({ paquetes, loading }: { paquetes: PaqueteLiquidacion[]; loading: boolean }) {
  return (
    <ClientGrid
      label="Paquetes del mes"
      rows={paquetes}
      columns={COLUMNS}
      getRowId={(row) => row.paquete_id}
      loading={loading}
      empty="No hay paquetes vendidos este mes"
      phoneHidden={PHONE_HIDDEN}
      laptopHidden={LAPTOP_HIDDEN}
    />
  );
}
