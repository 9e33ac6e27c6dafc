import type { GridColDef } from '@mui/x-data-grid';
import type { Importacion } from '@ventas/domain/importaciones/importacion-contract';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import type { GridColumns } from '../../../components/paged-grid/grid-columns';
import { EstadoChip } from './estado-chip';

const numero = (value: number | undefined) => (value === undefined ? '—' : value.toLocaleString('es-ES'));

/** Columns of the import records: file, origin, who, when, state and the counts. */
export const IMPORTACIONES_COLUMNS: GridColumns<Importacion> = {
  build: () => {
    const columns: GridColDef<Importacion>[] = [
      { field: 'fichero', headerName: 'Fichero', flex: 1, minWidth: 150 },
      { field: 'origen_bbdd_nombre', headerName: 'Origen', width: 160, sortable: false },
      { field: 'usuario_nombre', headerName: 'Importada por', width: 160, sortable: false },
      {
        field: 'created_on',
        headerName: 'Fecha',
        width: 160,
        valueFormatter: (value: string) => formatMadridDateTime(value),
      },
      {
        field: 'estado',
        headerName: 'Estado',
        width: 120,
        sortable: false,
        renderCell: ({ row }) => <EstadoChip estado={row.estado} />,
      },
      {
        field: 'nuevos',
        headerName: 'Nuevos',
        width: 100,
        type: 'number',
        sortable: false,
        valueGetter: (_, row) => row.totales.nuevo,
      },
      {
        field: 'ya_existen',
        headerName: 'Ya existen',
        width: 100,
        type: 'number',
        sortable: false,
        valueGetter: (_, row) => row.totales.duplicado,
      },
      {
        field: 'no_validos',
        headerName: 'No válidos',
        width: 100,
        type: 'number',
        sortable: false,
        valueGetter: (_, row) => row.totales.invalido,
      },
      {
        field: 'creados',
        headerName: 'Creados',
        width: 100,
        sortable: false,
        valueGetter: (_, row) => numero(row.resultado?.creados),
      },
    ];
    return columns;
  },
  orderBy: { fichero: 'fichero', created_on: 'created_on' },
  phone: ['fichero', 'estado'],
  tabletHidden: ['usuario_nombre', 'ya_existen', 'no_validos'],
  laptopHidden: ['usuario_nombre'],
};
