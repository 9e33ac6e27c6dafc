import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { ClienteRecord } from '../../api/cliente-record';
import { formatDateTime } from '../../format-dates';
import { ClienteActionsMenu } from '../acciones/cliente-actions-menu';
import type { ClienteAction, ClienteRef } from '../acciones/cliente-action';
import { EstadoClienteChip } from './estado-cliente-chip';
import { TelefonoLinks } from './telefono-links';
import { UltimaAtencionCell } from './ultima-atencion-cell';

/** Grid column -> the API's `ordering` field; columns not listed cannot be sorted. */
export const SORTABLE_COLUMNS: Record<string, string> = {
  nombre: 'nombre',
  localidad: 'localidad',
  estado: 'estado',
  updated_on: 'updated_on',
};

/** A phone shows only these (the name cell then carries the estado too). */
export const PHONE_COLUMNS = ['nombre', 'telefonos', 'acciones'];
export const TABLET_HIDDEN_COLUMNS = ['documento', 'comercial', 'ultima_atencion'];
/** Beside the permanent drawer on a laptop screen: the commercial stays (managers filter by it). */
export const LAPTOP_HIDDEN_COLUMNS = ['documento', 'ultima_atencion'];

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface ColumnOptions {
  /** Phone width: the estado goes under the name. */
  compact: boolean;
  canDelete: boolean;
  onAction: (action: ClienteAction, cliente: ClienteRef) => void;
}

export function clientesColumns({
  compact,
  canDelete,
  onAction,
}: ColumnOptions): GridColDef<ClienteRecord>[] {
  const sortable = (field: string) => field in SORTABLE_COLUMNS;
  return [
    {
      field: 'nombre',
      headerName: 'Nombre',
      flex: 1.4,
      minWidth: compact ? 120 : 160,
      sortable: sortable('nombre'),
      renderCell: compact
        ? ({ row }) => (
            <Stack spacing={0.5} sx={{ py: 0.5, alignItems: 'flex-start' }}>
              <span>{row.nombre}</span>
              <EstadoClienteChip estado={row.estado} />
            </Stack>
          )
        : undefined,
    },
    {
      field: 'telefonos',
      headerName: 'Teléfonos',
      flex: 1.2,
      minWidth: compact ? 120 : 140,
      sortable: false,
      valueGetter: (_value, row) => row.telefonos_contacto.join(', '),
      renderCell: ({ row }) => <TelefonoLinks telefonos={row.telefonos_contacto} />,
    },
    { field: 'documento', headerName: 'Documento', width: 120, sortable: false },
    {
      field: 'localidad',
      headerName: 'Localidad',
      flex: 0.8,
      minWidth: 110,
      sortable: sortable('localidad'),
      valueGetter: (_value, row) => row.direccion.localidad ?? '',
    },
    {
      field: 'estado',
      headerName: 'Estado',
      width: 140,
      sortable: sortable('estado'),
      renderCell: ({ row }) => <EstadoClienteChip estado={row.estado} />,
    },
    {
      field: 'comercial',
      headerName: 'Comercial',
      flex: 0.9,
      minWidth: 130,
      sortable: false,
      valueGetter: (_value, row) => row.comercial?.nombre_completo ?? 'Por asignar',
    },
    {
      field: 'ultima_atencion',
      headerName: 'Última atención',
      width: 150,
      sortable: false,
      renderCell: ({ row }) => <UltimaAtencionCell atencion={row.last_atencion} />,
    },
    {
      field: 'updated_on',
      headerName: 'Actualizado',
      width: 140,
      sortable: sortable('updated_on'),
      valueFormatter: (value: string) => formatDateTime(value),
    },
    {
      field: 'acciones',
      headerName: 'Acciones',
      width: compact ? 48 : 64,
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      align: 'center',
      headerAlign: 'center',
      // The header keeps its name for screen readers without crowding a narrow column.
      renderHeader: () => <span style={VISUALLY_HIDDEN}>Acciones</span>,
      renderCell: ({ row }) => (
        <ClienteActionsMenu
          variant="row"
          cliente={{ id: row.id, nombre: row.nombre }}
          canDelete={canDelete}
          onAction={onAction}
        />
      ),
    },
  ];
}
