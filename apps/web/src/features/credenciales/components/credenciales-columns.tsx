import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import type { Credencial } from '@ventas/domain/credenciales/credenciales-contract';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import type { GridColumns } from '../../../components/paged-grid/grid-columns';
import { proveedorDelPortal, type ProveedorPortal } from '../api/proveedores-portal';

const guardado = (set: boolean) => (set ? 'Guardada' : '—');

/** The portal's name, and a chip when the app uses this credential for a provider (decision 170). */
function NombrePortal({ row, proveedores }: { row: Credencial; proveedores: readonly ProveedorPortal[] }) {
  const proveedor = proveedorDelPortal(row.nombre_portal, proveedores);
  if (!proveedor) return row.nombre_portal;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%', minWidth: 0 }}>
      <Box
        component="span"
        sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {row.nombre_portal}
      </Box>
      <Chip size="small" label={proveedor.nombre} sx={{ flexShrink: 0 }} />
    </Box>
  );
}

/**
 * Columns of the list; whether a secret is stored shows as a word, never the secret. The
 * distributor's providers mark the credentials their adapters use.
 */
export const credencialesColumns = (proveedores: readonly ProveedorPortal[]): GridColumns<Credencial> => ({
  build: (compact) => {
    const columns: GridColDef<Credencial>[] = [
      {
        field: 'nombre_portal',
        headerName: 'Portal',
        flex: 1,
        minWidth: compact ? 120 : 180,
        renderCell: ({ row }) => <NombrePortal row={row} proveedores={proveedores} />,
      },
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
});
