import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import type { Credencial } from '@ventas/domain/credenciales/credenciales-contract';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import type { GridColumns } from '../../../components/paged-grid/grid-columns';

const guardado = (set: boolean) => (set ? 'Guardada' : '—');

/** Columns of the list; whether a secret is stored shows as a word, never the secret. */
export const CREDENCIALES_COLUMNS: GridColumns<Credencial> = {
  build: (compact) => {
    const columns: GridColDef<Credencial>[] = [
      { field: 'nombre_portal', headerName: 'Portal', flex: 1, minWidth: compact ? 120 : 180 },
      {
        field: 'url',
        headerName: 'URL',
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) =>
          row.url ? (
            <Link
              href={row.url}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(e) => e.stopPropagation()}
            >
              {row.url}
            </Link>
          ) : (
            '—'
          ),
      },
      { field: 'username', headerName: 'Usuario', width: 160 },
      {
        field: 'tiene_password',
        headerName: 'Contraseña',
        width: 120,
        valueFormatter: (value: boolean) => guardado(value),
      },
      {
        field: 'tiene_cookie',
        headerName: 'Cookie',
        width: 110,
        valueFormatter: (value: boolean) => guardado(value),
      },
      {
        field: 'updated_on',
        headerName: 'Actualizada',
        width: 170,
        valueFormatter: (value: string) => formatMadridDateTime(value),
      },
    ];
    return columns;
  },
  orderBy: { nombre_portal: 'nombre_portal', username: 'username', updated_on: 'updated_on' },
  phone: ['nombre_portal', 'username'],
  tabletHidden: ['tiene_cookie', 'updated_on'],
  laptopHidden: ['updated_on'],
};
