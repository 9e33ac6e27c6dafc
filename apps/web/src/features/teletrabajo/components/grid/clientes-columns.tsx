import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { GridColumns } from '../../../../components/paged-grid/grid-columns';
import type { ListCard } from '../../../../components/paged-grid/list-card';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import {
  ClienteActionsMenu,
  EstadoClienteChip,
  type ClienteAction,
  type ClienteRecord,
  type ClienteRef,
} from '../../../clientes/clientes.public';
import { TelefonoLinks } from './telefono-links';
import { UltimaAtencionCell } from './ultima-atencion-cell';
import { VISUALLY_HIDDEN } from '../../../../components/visually-hidden';

/** Grid column -> the API's `ordering` field; columns not listed cannot be sorted. */
const SORTABLE_COLUMNS: Record<string, string> = {
  nombre: 'nombre',
  localidad: 'localidad',
  estado: 'estado',
  updated_on: 'updated_on',
  proxima_llamada: 'proxima_llamada',
};

interface ColumnOptions {
  canDelete: boolean;
  onAction: (action: ClienteAction, cliente: ClienteRef) => void;
}

/**
 * The telework list's columns: a phone shows name, phones and actions (the estado under the name).
 * On a 1280 px laptop beside the drawer (992 px for the grid) the laptop's columns add up to
 * 936 px at their narrowest, so the row actions stay in view without scrolling sideways.
 */
export function clientesColumns(options: ColumnOptions): GridColumns<ClienteRecord> {
  return {
    build: (compact) => buildColumns(compact, options),
    orderBy: SORTABLE_COLUMNS,
    phone: ['nombre', 'telefonos', 'acciones'],
    tabletHidden: ['documento', 'comercial', 'ultima_atencion'],
    // Beside the permanent drawer on a laptop screen: the commercial stays (managers filter by it).
    laptopHidden: ['documento', 'ultima_atencion'],
    card: clienteCard(options),
  };
}

/** A phone's card: the name and its state, the phones to call, where, and the next callback. */
function clienteCard({ canDelete, onAction }: ColumnOptions): ListCard<ClienteRecord> {
  return {
    title: (row) => row.nombre,
    badge: (row) => <EstadoClienteChip estado={row.estado} />,
    details: (row) => [
      {
        label: 'Teléfonos',
        value: <TelefonoLinks telefonos={row.telefonos_contacto} noLlamar={row.telefonos_no_llamar} />,
      },
      row.direccion.localidad ? { label: 'Localidad', value: row.direccion.localidad } : null,
      row.proxima_llamada
        ? { label: 'Próxima llamada', value: formatMadridDateTime(row.proxima_llamada) }
        : null,
      { label: 'Actualizado', value: formatMadridDateTime(row.updated_on) },
    ],
    actions: (row) => (
      <ClienteActionsMenu
        variant="row"
        cliente={{ id: row.id, nombre: row.nombre }}
        canDelete={canDelete}
        onAction={onAction}
      />
    ),
  };
}

function buildColumns(compact: boolean, { canDelete, onAction }: ColumnOptions): GridColDef<ClienteRecord>[] {
  const sortable = (field: string) => field in SORTABLE_COLUMNS;
  return [
    {
      field: 'nombre',
      headerName: 'Nombre',
      flex: 1.4,
      minWidth: compact ? 120 : 140,
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
      minWidth: compact ? 120 : 130,
      sortable: false,
      valueGetter: (_value, row) => row.telefonos_contacto.join(', '),
      renderCell: ({ row }) => (
        <TelefonoLinks telefonos={row.telefonos_contacto} noLlamar={row.telefonos_no_llamar} />
      ),
    },
    { field: 'documento', headerName: 'Documento', width: 120, sortable: false },
    {
      field: 'localidad',
      headerName: 'Localidad',
      flex: 0.8,
      minWidth: 100,
      sortable: sortable('localidad'),
      valueGetter: (_value, row) => row.direccion.localidad ?? '',
    },
    {
      field: 'estado',
      headerName: 'Estado',
      // 'No interesado', the longest state, in its chip.
      width: 130,
      sortable: sortable('estado'),
      renderCell: ({ row }) => <EstadoClienteChip estado={row.estado} />,
    },
    {
      field: 'comercial',
      headerName: 'Comercial',
      flex: 0.9,
      minWidth: 120,
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
      // The next pending callback (blank when none): sorted soonest first, the rest after.
      field: 'proxima_llamada',
      headerName: 'Próxima llamada',
      // Day over time when narrow, as 'Actualizado'.
      width: 140,
      sortable: sortable('proxima_llamada'),
      valueFormatter: (value: string | null) => formatMadridDateTime(value),
    },
    {
      field: 'updated_on',
      headerName: 'Actualizado',
      width: 120,
      sortable: sortable('updated_on'),
      valueFormatter: (value: string) => formatMadridDateTime(value),
    },
    {
      field: 'acciones',
      headerName: 'Acciones',
      width: compact ? 48 : 56,
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
