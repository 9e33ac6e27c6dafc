import type { GridColDef } from '@mui/x-data-grid';
import { ELEMENTO_LABELS, type UpfrontListado } from '@ventas/domain/liquidacion/liquidacion-contract';
import { formatEuros } from '@ventas/domain/money/euro-format';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { ClientGrid } from './client-grid';

const COLUMNS: GridColDef<UpfrontListado>[] = [
  {
    field: 'content_type',
    headerName: 'Tipo',
    width: 130,
    valueFormatter: (value: UpfrontListado['content_type']) => ELEMENTO_LABELS[value] ?? value,
  },
  { field: 'elemento', headerName: 'Elemento', flex: 1, minWidth: 110 },
  { field: 'operador', headerName: 'Operador', width: 100 },
  {
    field: 'familia_nombre',
    headerName: 'Familia',
    flex: 0.5,
    minWidth: 110,
    valueFormatter: (value) => value ?? '—',
  },
  {
    field: 'upfront',
    headerName: 'Upfront',
    width: 100,
    align: 'right',
    headerAlign: 'right',
    sortComparator: (a: string, b: string) => Number(a) - Number(b),
    valueFormatter: (value: string) => formatEuros(value),
  },
  {
    field: 'fecha',
    headerName: 'Desde',
    width: 150,
    valueFormatter: (value: string) => formatMadridDateTime(value),
  },
  { field: 'is_active', headerName: 'Activo', width: 80, type: 'boolean' },
];

/** A phone keeps the item, its family and its upfront. */
const PHONE_HIDDEN = { content_type: false, operador: false, fecha: false, is_active: false };

/** The catalogue's upfronts, one row per entry. */
export function UpfrontsGrid({ rows, loading }: { rows: UpfrontListado[]; loading: boolean }) {
  return (
    <ClientGrid
      label="Upfronts"
      rows={rows}
      columns={COLUMNS}
      loading={loading}
      empty="No hay upfronts con estos filtros"
      phoneHidden={PHONE_HIDDEN}
    />
  );
}
