import Chip, { type ChipProps } from '@mui/material/Chip';
import {
  ESTADOS_IMPORTACION,
  type EstadoImportacion,
} from '@ventas/domain/importaciones/importacion-contract';

const COLOR: Record<EstadoImportacion, ChipProps['color']> = {
  SIMULANDO: 'info',
  SIMULADA: 'warning',
  APLICANDO: 'info',
  APLICADA: 'success',
  DESHACIENDO: 'info',
  DESHECHA: 'default',
  FALLIDA: 'error',
};

/** An import's state with its Spanish label; a simulated one waits for someone to apply it. */
export function EstadoChip({ estado }: { estado: EstadoImportacion }) {
  return <Chip size="small" color={COLOR[estado]} label={ESTADOS_IMPORTACION[estado]} />;
}
