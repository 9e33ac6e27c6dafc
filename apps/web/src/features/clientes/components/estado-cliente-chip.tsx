import Chip from '@mui/material/Chip';
import { ESTADO_CLIENTE_COLORS, estadoClienteLabel } from '../display-labels';

export function EstadoClienteChip({ estado }: { estado: string }) {
  return (
    <Chip
      size="small"
      label={estadoClienteLabel(estado)}
      color={ESTADO_CLIENTE_COLORS[estado] ?? 'default'}
      variant={estado === 'NUEVO' ? 'outlined' : 'filled'}
    />
  );
}
