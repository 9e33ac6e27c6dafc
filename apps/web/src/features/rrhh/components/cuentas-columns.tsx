import type { MouseEvent } from 'react';
import DateRangeIcon from '@mui/icons-material/DateRange';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { estadoCuentaLabel, tipoComercialLabel } from '@ventas/domain/cuentas/account-constants';
import type { Cuenta } from '@ventas/domain/cuentas/cuenta-form';
import { formatEuros } from '@ventas/domain/money/euro-format';
import type { GridColumns } from '../../../components/paged-grid/grid-columns';
import { estadoCuentaColor } from '../../../lib/estado-colors';
import { rolLabel } from '../cuenta-options';

export type CuentaAction = 'editar' | 'disponibilidad' | 'borrar';

/** Dirección, CP and localidad in one cell: '<dirección>, <cp> <localidad>'. */
export const direccionCompleta = (cuenta: Cuenta): string =>
  [cuenta.direccion, [cuenta.cp, cuenta.localidad].filter(Boolean).join(' ')].filter(Boolean).join(', ');

const text = (field: keyof Cuenta & string, headerName: string, width: number, sortable = false) =>
  ({ field, headerName, width, sortable }) satisfies GridColDef<Cuenta>;

function actionsColumn(onAction: (action: CuentaAction, cuenta: Cuenta) => void): GridColDef<Cuenta> {
  // The row opens the editor on click: a button must not do it a second time.
  const act = (event: MouseEvent, action: CuentaAction, cuenta: Cuenta) => {
    event.stopPropagation();
    onAction(action, cuenta);
  };
  return {
    field: 'acciones',
    headerName: 'Acciones',
    width: 112,
    sortable: false,
    disableColumnMenu: true,
    renderCell: ({ row }) => (
      <span>
        <Tooltip title="Editar">
          <IconButton
            size="small"
            aria-label={`Editar ${row.nombre_completo}`}
            onClick={(event) => act(event, 'editar', row)}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Disponibilidad">
          <IconButton
            size="small"
            aria-label={`Disponibilidad de ${row.nombre_completo}`}
            onClick={(event) => act(event, 'disponibilidad', row)}
          >
            <DateRangeIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Borrar">
          <IconButton
            size="small"
            color="error"
            aria-label={`Borrar ${row.nombre_completo}`}
            onClick={(event) => act(event, 'borrar', row)}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </span>
    ),
  };
}

/** The directory's columns: the HR fields, the IBAN as the API masks it; fewer on narrow screens. */
export function cuentasColumns(
  onAction: (action: CuentaAction, cuenta: Cuenta) => void,
): GridColumns<Cuenta> {
  return {
    build: () => [
      // Phone: Nombre, Estado and the three actions must fit a 360 px screen's 328 px grid.
      { field: 'nombre_completo', headerName: 'Nombre', flex: 1.5, minWidth: 110, sortable: true },
      text('username', 'Usuario', 130, true),
      { ...text('rol', 'Rol', 110, true), valueGetter: (_value, row) => rolLabel(row.rol.id) },
      {
        ...text('estado', 'Estado', 100, true),
        renderCell: ({ row }) => (
          <Chip size="small" color={estadoCuentaColor(row.estado)} label={estadoCuentaLabel(row.estado)} />
        ),
      },
      {
        ...text('tipoComercial', 'Tipo', 120, true),
        valueFormatter: (value: string) => tipoComercialLabel(value),
      },
      text('documento', 'Documento', 120),
      text('nuss', 'NUSS', 130),
      text('iban', 'IBAN', 100),
      text('talla', 'Talla', 70),
      {
        ...text('costoGeneral', 'Coste general', 120),
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: string | null) => formatEuros(value),
      },
      { ...text('direccion', 'Dirección', 220), valueGetter: (_value, row) => direccionCompleta(row) },
      {
        ...text('numerosContacto', 'Teléfonos', 150),
        valueGetter: (_value, row) => row.numerosContacto.join(', '),
      },
      actionsColumn(onAction),
    ],
    orderBy: {
      nombre_completo: 'nombre',
      username: 'username',
      rol: 'rol',
      estado: 'estado',
      tipoComercial: 'tipoComercial',
    },
    phone: ['nombre_completo', 'estado', 'acciones'],
    tabletHidden: ['username', 'tipoComercial', 'nuss', 'iban', 'talla', 'costoGeneral', 'direccion'],
    laptopHidden: ['nuss', 'talla', 'direccion'],
  };
}
