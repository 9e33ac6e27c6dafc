import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Comunicado } from '@ventas/domain/cuentas/cuentas-contract';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { PrioridadChip } from './prioridad-chip';

interface Props {
  comunicado: Comunicado;
  expanded: boolean;
  onToggle: (open: boolean) => void;
}

/** One received communication: priority, title and date; the body when opened. */
export function ComunicadoItem({ comunicado, expanded, onToggle }: Props) {
  const unread = !comunicado.is_read;
  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, open) => onToggle(open)}
      disableGutters
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0, width: '100%' }}
        >
          <PrioridadChip priority={comunicado.priority} />
          <Typography
            component="span"
            sx={{ fontWeight: unread ? 700 : 400, flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {comunicado.message_title}
          </Typography>
          {unread && (
            <Typography component="span" variant="caption" color="primary" sx={{ fontWeight: 700 }}>
              No leído
            </Typography>
          )}
          <Typography component="span" variant="body2" color="text.secondary">
            {formatMadridDateTime(comunicado.created_on)}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comunicado.message_body || 'Sin texto.'}
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}
