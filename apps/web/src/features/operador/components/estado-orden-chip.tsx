import Chip, { type ChipProps } from '@mui/material/Chip';
import { etiquetaEstadoOrden } from '@ventas/domain/proveedores/estado-orden';

/** SPEC §4 order states: live or delivered is done, cancelled a problem, in flight waiting. */
const COLOR: Record<string, ChipProps['color']> = {
  Activo: 'success',
  Enviado: 'success',
  Cancelado: 'error',
  'En vuelo': 'warning',
};

/** An operator order's state as its label (an unknown number shows as itself, in grey). */
export function EstadoOrdenChip({ estado }: { estado: number | 'active' }) {
  const label = etiquetaEstadoOrden(estado);
  return <Chip size="small" color={COLOR[label] ?? 'default'} label={label} />;
}
