import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import RuleIcon from '@mui/icons-material/Rule';
import SendIcon from '@mui/icons-material/Send';
import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ReactElement } from 'react';
import { estadoOfertaLabel } from '@ventas/domain/telework/oferta-estados';

/**
 * SPEC §3 "Offer statuses: each has a colour and an icon". The labels come from the domain
 * table; the spec does not give the colours, so these follow the meaning of each status.
 */
const ESTADO_OFERTA_STYLE: Record<number, { color: ChipProps['color']; icon: ReactElement }> = {
  1: { color: 'warning', icon: <HourglassEmptyIcon /> },
  2: { color: 'info', icon: <SendIcon /> },
  3: { color: 'error', icon: <ThumbDownIcon /> },
  4: { color: 'success', icon: <CheckCircleIcon /> },
  5: { color: 'error', icon: <ErrorIcon /> },
  6: { color: 'secondary', icon: <RuleIcon /> },
  7: { color: 'default', icon: <BlockIcon /> },
};

export function OfertaEstadoChip({ estado }: { estado: number }) {
  const style = ESTADO_OFERTA_STYLE[estado];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={style?.color ?? 'default'}
      icon={style?.icon}
      label={estadoOfertaLabel(estado) ?? `Estado ${estado}`}
    />
  );
}
