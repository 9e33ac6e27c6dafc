import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId } from 'react';

interface OfertaHtmlDialogProps {
  ofertaId: number;
  html: string;
  onClose: () => void;
}

/**
 * The saved offer as the server lays it out (GET generate-oferta-html). The page is shown in a
 * sandboxed frame: no scripts, no access to this app's origin, whatever the document holds.
 */
export function OfertaHtmlDialog({ ofertaId, html, onClose }: OfertaHtmlDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{`Oferta n.º ${ofertaId}`}</DialogTitle>
      <DialogContent dividers sx={{ p: 0, height: { xs: '100%', sm: '75vh' } }}>
        <iframe
          title={`Documento de la oferta n.º ${ofertaId}`}
          sandbox=""
          srcDoc={html}
          style={{ border: 0, width: '100%', height: '100%', display: 'block' }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
