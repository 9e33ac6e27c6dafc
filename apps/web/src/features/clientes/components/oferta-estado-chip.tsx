import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import RuleIcon from '@mui/icons-material/Rule';
import SendIcon from '@mui/icons-material/Send';
import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import Chip from '@mui/material/Chip';
import type { ReactElement } from 'react';
import { estadoOfertaLabel } from '@ventas/domain/ofertas/oferta-estados';
import { estadoOfertaColor } from '../../../lib/estado-colors';

/**
 * SPEC §3 "Offer statuses: each has a colour and an icon": the label from the domain, the colour
 * from lib/estado-colors.ts (one colour per state, wherever it shows).
 */
const ESTADO_OFERTA_ICON: Record<number, ReactElement> = {
  1: <HourglassEmptyIcon />,
  2: <SendIcon />,
  3: <ThumbDownIcon />,
  4: <CheckCircleIcon />,
  5: <ErrorIcon />,
  6: <RuleIcon />,
  7: <BlockIcon />,
};

export function OfertaEstadoChip({ estado }: { estado: number }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={estadoOfertaColor(estado)}
      icon={ESTADO_OFERTA_ICON[estado]}
      label={estadoOfertaLabel(estado) ?? `Estado ${estado}`}
    />
  );
}
