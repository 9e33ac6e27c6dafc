import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { EntradaAuditoria } from '@ventas/domain/auditoria/auditoria-contract';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { describirEntrada, usuarioLabel } from '../auditoria-format';
import { AccionChip } from './accion-chip';
import { CambiosTable } from './cambios-table';

/** One step of a customer's timeline: when, who and what; its fields open below on demand. */
export function ActividadEntrada({ entrada }: { entrada: EntradaAuditoria }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const descripcion = describirEntrada(entrada);
  return (
    <ListItem
      divider
      sx={{ display: 'block', px: 0, borderLeft: 2, borderColor: 'divider', pl: 1.5, ml: 0.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <AccionChip accion={entrada.accion} />
        <Typography variant="body2" color="text.secondary">
          {`${formatMadridDateTime(entrada.creado_el)} · ${usuarioLabel(entrada.usuario)}`}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
        <Typography sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{descripcion}</Typography>
        {entrada.cambios.length > 0 && (
          <Button
            size="small"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={`${open ? 'Ocultar' : 'Ver'} campos: ${descripcion}`}
            endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          >
            {open ? 'Ocultar' : 'Ver campos'}
          </Button>
        )}
      </Box>
      <Collapse in={open} id={panelId} unmountOnExit>
        <Box sx={{ pt: 1 }}>
          <CambiosTable cambios={entrada.cambios} label={`Campos: ${descripcion}`} />
        </Box>
      </Collapse>
    </ListItem>
  );
}
