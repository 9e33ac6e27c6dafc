import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';

interface BorradorDialogProps {
  /** When the draft was last written (an instant). */
  guardadoEl: string;
  /** EDIT: the offer was saved again after the draft was typed. */
  desfasado: boolean;
  onRecuperar: () => void;
  onDescartar: () => void;
}

/**
 * An unsaved offer found on opening: restore it or discard it. The question must be answered
 * (Escape and a click outside do nothing): closing it either way by accident would lose the
 * offer or bury it under the next keystroke. Recuperar, the safe answer, has the focus.
 */
export function BorradorDialog({ guardadoEl, desfasado, onRecuperar, onDescartar }: BorradorDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Oferta sin guardar</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {`Tiene una oferta sin guardar de ${formatMadridDateTime(guardadoEl)}. ¿Recuperarla?`}
          {desfasado &&
            ' La oferta se ha guardado después: si la recupera y la guarda, sustituirá esos cambios.'}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDescartar}>Descartar</Button>
        <Button onClick={onRecuperar} variant="contained" autoFocus>
          Recuperar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
