import DeleteIcon from '@mui/icons-material/Delete';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { destinoLabel, type ComunicadoEnviado } from '@ventas/domain/cuentas/comunicado-admin-contract';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { PrioridadChip } from '../components/prioridad-chip';
import { LectoresList } from './lectores-list';

interface Props {
  comunicado: ComunicadoEnviado;
  onBorrar: (comunicado: ComunicadoEnviado) => void;
}

/** One sent communication: priority, title, read count and date; opened, its body and readers. */
export function ComunicadoEnviadoItem({ comunicado, onBorrar }: Props) {
  const para = destinoLabel(comunicado.destino, comunicado.destino_rol);
  return (
    <Accordion disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, width: '100%', minWidth: 0 }}
        >
          <PrioridadChip priority={comunicado.priority} />
          <Typography component="span" sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
            {comunicado.message_title}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {`${para} · leído por ${comunicado.leidos} de ${comunicado.total}`}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {formatMadridDateTime(comunicado.created_on)}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        {/* Plain text: React writes it as text, so stored markup shows as typed, never as HTML. */}
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comunicado.message_body}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {`Para: ${para} · Enviado por ${comunicado.autor ?? 'una cuenta eliminada'}`}
        </Typography>
        <LectoresList lectores={comunicado.lectores} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button color="error" startIcon={<DeleteIcon />} onClick={() => onBorrar(comunicado)}>
            Borrar
          </Button>
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
