import Chip, { type ChipProps } from '@mui/material/Chip';
import { COMUNICADO_PRIORIDADES } from '@ventas/domain/cuentas/cuentas-contract';

const COLORES: Record<string, ChipProps['color']> = { HIGH: 'error', MEDIUM: 'warning', LOW: 'info' };

/** A communication's priority as a coloured chip in Spanish (Alta, Media, Baja). */
export function PrioridadChip({ priority }: { priority: string }) {
  const label = COMUNICADO_PRIORIDADES[priority as keyof typeof COMUNICADO_PRIORIDADES] ?? priority;
  return (
    <Chip
      size="small"
      label={label}
      color={COLORES[priority] ?? 'default'}
      aria-label={`Prioridad ${label.toLowerCase()}`}
      sx={{ minWidth: 56 }}
    />
  );
}
