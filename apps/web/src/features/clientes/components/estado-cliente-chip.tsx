import Chip from '@mui/material/Chip';
import { estadoClienteColor } from '../../../lib/estado-colors';
import { estadoClienteLabel } from '../display-labels';

export function EstadoClienteChip({ estado }: { estado: string }) {
  return (
    <Chip
      size="small"
      label={estadoClienteLabel(estado)}
      color={estadoClienteColor(estado)}
      variant={estado === 'NUEVO' ? 'outlined' : 'filled'}
    />
  );
}
