import { segmentLabel } from '@ventas/domain/servicios/segment-labels';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { formatEuros } from '@ventas/domain/money/euro-format';
import type { TarjetaPipeline } from '@ventas/domain/ofertas/pipeline-contract';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import type { GridColumns } from '../../../components/paged-grid/grid-columns';
import { ofertaConfiguratorPath } from '../../../lib/oferta-configurator-link';
import { OfertaEstadoChip } from '../../clientes/clientes.public';

/** The configurator's address for a row, coming back to `volver` (the list, with its query). */
export const ofertaDeFila = (row: TarjetaPipeline, volver: string) =>
  ofertaConfiguratorPath(row.cliente.id, row.id, volver);

/**
 * The export's columns on screen: the customer opens the offer in the configurator; a phone
 * keeps the customer, the status and the monthly total.
 */
export const pipelineListaColumns = (volver: string): GridColumns<TarjetaPipeline> => ({
  build: (compact) => [
    { field: 'id', headerName: 'Oferta', width: 90 },
    {
      field: 'cliente',
      headerName: 'Cliente',
      flex: 1,
      minWidth: compact ? 120 : 180,
      sortable: false,
      renderCell: ({ row }) => (
        <Link
          component={RouterLink}
          to={ofertaDeFila(row, volver)}
          underline="hover"
          // The row opens the offer too: one navigation, not two.
          onClick={(event) => event.stopPropagation()}
        >
          {row.cliente.nombre}
        </Link>
      ),
    },
    {
      field: 'comercial',
      headerName: 'Comercial',
      flex: 1,
      minWidth: 140,
      sortable: false,
      valueGetter: (_value, row) => row.comercial?.nombre_completo ?? 'Sin comercial',
    },
    {
      field: 'estado',
      headerName: 'Estado',
      width: compact ? 120 : 170,
      sortable: false,
      renderCell: ({ row }) => <OfertaEstadoChip estado={row.estado} />,
    },
    { field: 'operador', headerName: 'Operador', width: 100, sortable: false },
    {
      field: 'segmento',
      headerName: 'Segmento',
      width: 120,
      sortable: false,
      valueFormatter: (value: string | null) => segmentLabel(value),
    },
    {
      field: 'precio_total',
      headerName: 'Total mensual',
      width: 130,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (value: string | null) => (value === null ? 'Sin precio' : formatEuros(value)),
    },
    {
      field: 'created_on',
      headerName: 'Creada',
      width: 150,
      valueFormatter: (value: string) => formatMadridDateTime(value),
    },
    {
      field: 'updated_on',
      headerName: 'Actualizada',
      width: 150,
      valueFormatter: (value: string) => formatMadridDateTime(value),
    },
  ],
  orderBy: { id: 'id', precio_total: 'precio_total', created_on: 'created_on', updated_on: 'updated_on' },
  phone: ['cliente', 'estado', 'precio_total'],
  tabletHidden: ['id', 'operador', 'segmento', 'created_on'],
  laptopHidden: ['id'],
});
