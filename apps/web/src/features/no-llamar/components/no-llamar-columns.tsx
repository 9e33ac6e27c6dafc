import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { FUENTES_NO_LLAMAR, type NoLlamar } from '@ventas/domain/no-llamar/no-llamar-contract';
import { WEB_ROUTES } from '@ventas/domain/permissions/web-routes';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import type { GridColumns } from '../../../components/paged-grid/grid-columns';

/** The customer's record opened in Teletrabajo (`?cliente=` is the customer dialog's parameter). */
export const clienteHref = (id: number) => `${WEB_ROUTES.teletrabajo.path}?cliente=${id}`;

export const fuenteLabel = (fuente: string) =>
  (FUENTES_NO_LLAMAR as Record<string, string>)[fuente] ?? fuente;

/** Columns of the list: the phone as plain text (never click-to-call), its customer as a link. */
export const NO_LLAMAR_COLUMNS: GridColumns<NoLlamar> = {
  build: (compact) => {
    const columns: GridColDef<NoLlamar>[] = [
      { field: 'telefono', headerName: 'Teléfono', width: compact ? 120 : 150 },
      {
        field: 'cliente',
        headerName: 'Cliente',
        flex: 1,
        minWidth: 160,
        sortable: false,
        renderCell: ({ row }) =>
          row.cliente ? (
            <Link href={clienteHref(row.cliente.id)} onClick={(event) => event.stopPropagation()}>
              {row.cliente.nombre}
            </Link>
          ) : (
            '—'
          ),
      },
      {
        field: 'fuente',
        headerName: 'Fuente',
        width: 170,
        valueFormatter: (value: string) => fuenteLabel(value),
      },
      { field: 'motivo', headerName: 'Motivo', flex: 1, minWidth: 160, sortable: false },
      { field: 'creado_por', headerName: 'Marcado por', width: 170, sortable: false },
      {
        field: 'created_on',
        headerName: 'Fecha',
        width: 170,
        valueFormatter: (value: string) => formatMadridDateTime(value),
      },
    ];
    return columns;
  },
  orderBy: { telefono: 'telefono', created_on: 'created_on' },
  phone: ['telefono', 'created_on'],
  tabletHidden: ['motivo', 'creado_por'],
  laptopHidden: ['creado_por'],
};
