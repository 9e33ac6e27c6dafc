import type { EntradaAuditoria } from '@ventas/domain/auditoria/auditoria-contract';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import type { GridColumns } from '../../../components/paged-grid/grid-columns';
import { entidadLabel, resumenCambios, usuarioLabel } from '../auditoria-format';
import { AccionChip } from './accion-chip';
import { RequestIdCell } from './request-id-cell';

/** The log's columns; a phone keeps when, what and which action (the row opens the rest). */
export const AUDITORIA_COLUMNS: GridColumns<EntradaAuditoria> = {
  // A phone's 328 px grid holds Fecha, Entidad and Acción only at these narrower widths.
  build: (compact) => [
    {
      field: 'creado_el',
      headerName: 'Fecha',
      width: compact ? 122 : 140,
      sortable: true,
      valueFormatter: (value: string) => formatMadridDateTime(value),
    },
    {
      field: 'usuario',
      headerName: 'Usuario',
      flex: 1,
      minWidth: 130,
      sortable: false,
      valueGetter: (_value, row) => usuarioLabel(row.usuario),
    },
    {
      field: 'entidad',
      headerName: 'Entidad',
      ...(compact ? { flex: 1, minWidth: 90 } : { width: 150 }),
      sortable: false,
      valueGetter: (_value, row) => entidadLabel(row.entidad),
    },
    { field: 'entidad_id', headerName: 'Identificador', width: 120, sortable: false },
    {
      field: 'accion',
      headerName: 'Acción',
      width: compact ? 92 : 100,
      sortable: false,
      renderCell: ({ row }) => <AccionChip accion={row.accion} />,
    },
    {
      field: 'cambios',
      headerName: 'Cambios',
      flex: 1.2,
      minWidth: 120,
      sortable: false,
      valueGetter: (_value, row) => resumenCambios(row.cambios),
    },
    {
      field: 'request_id',
      headerName: 'Petición',
      width: 190,
      sortable: false,
      renderCell: ({ row }) => <RequestIdCell requestId={row.request_id} />,
    },
  ],
  orderBy: { creado_el: 'creado_el' },
  phone: ['creado_el', 'entidad', 'accion'],
  tabletHidden: ['request_id', 'entidad_id'],
  laptopHidden: ['request_id'],
};
