import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import type { FormDraft } from './use-form-draft';

/** The question's words, for the tests to find it by. */
export const preguntaBorrador = (guardadoEl: string) =>
  `Hay un borrador sin guardar de ${formatMadridDateTime(guardadoEl)}. ¿Recuperarlo?`;
export const AVISO_DESFASADO =
  'Se ha guardado después de escribirlo: si lo recupera y lo guarda, sustituirá esos cambios.';

/**
 * A form's unsaved draft found on opening: restore it or discard it. The question must be
 * answered (Escape and a click outside do nothing): closing it by accident would lose the draft
 * or bury it under the next keystroke. Recuperar, the safe answer, has the focus.
 */
export function DraftQuestionDialog({ borrador }: { borrador: FormDraft }) {
  const titleId = useId();
  const textId = useId();
  const { pendiente } = borrador;
  if (!pendiente) return null;
  return (
    <Dialog open aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Borrador sin guardar</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {preguntaBorrador(pendiente.guardadoEl)}
          {pendiente.desfasado && ` ${AVISO_DESFASADO}`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={borrador.descartar}>Descartar</Button>
        <Button onClick={borrador.recuperar} variant="contained" autoFocus>
          Recuperar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
