import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId } from 'react';
import type { EntradaAuditoria } from '@ventas/domain/auditoria/auditoria-contract';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { entidadLabel, usuarioLabel } from '../auditoria-format';
import { AccionChip } from './accion-chip';
import { CambiosTable } from './cambios-table';
import { RequestIdCell } from './request-id-cell';

/** One log entry opened from the grid: who, when, which request, and the fields before and after. */
export function CambiosDialog({ entrada, onClose }: { entrada: EntradaAuditoria; onClose: () => void }) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const titulo = `${entidadLabel(entrada.entidad)} #${entrada.entidad_id}`;
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{titulo}</DialogTitle>
      <DialogContent>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
          <AccionChip accion={entrada.accion} />
          <Typography variant="body2">
            {`${formatMadridDateTime(entrada.creado_el)} · ${usuarioLabel(entrada.usuario)} · tabla ${entrada.tabla}`}
          </Typography>
          <Typography variant="body2" component="span" color="text.secondary">
            Petición: <RequestIdCell requestId={entrada.request_id} />
          </Typography>
        </Stack>
        <CambiosTable cambios={entrada.cambios} label={`Cambios de ${titulo}`} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
