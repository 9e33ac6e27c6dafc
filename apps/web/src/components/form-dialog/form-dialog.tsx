import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { DraftQuestionDialog } from '../form-draft/draft-question-dialog';
import type { FormDraft } from '../form-draft/use-form-draft';
import { UnsavedChangesDialog } from '../unsaved-changes/unsaved-changes-dialog';
import { useUnsavedChangesGuard } from '../unsaved-changes/use-unsaved-changes-guard';
import { FormDialogActions } from './form-dialog-actions';

interface FormDialogProps {
  title: string;
  /** The item it is about, under the title. */
  subtitle?: string;
  busy: boolean;
  /** Shows the fields without saving (a Manager reads the catalogue). */
  readOnly?: boolean;
  /** A long form takes a wider dialog. */
  wide?: boolean;
  submitLabel?: string;
  /** The form holds changes not saved yet (react-hook-form's isDirty): closing asks first. */
  dirty?: boolean;
  /** The form's kept draft (use-form-draft.ts): offered back on opening, forgotten when discarded. */
  borrador?: FormDraft;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A long form in a dialog (a tariff, an account): its first field takes the focus (autoFocus),
 * Enter submits. Esc and Cancelar close an untouched form at once, and ask before they drop one
 * with changes, as the customer dialog does; a stray click outside does nothing. Full screen on
 * a phone. With a `borrador`, what is typed survives a reload and is offered back on opening.
 */
export function FormDialog(props: FormDialogProps) {
  const { title, subtitle, busy, readOnly, wide, submitLabel = 'Guardar', onSubmit, onClose } = props;
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const { guard, confirmation } = useUnsavedChangesGuard(
    () => !readOnly && props.dirty === true,
    props.borrador?.descartar,
  );
  const close = () => guard(onClose);
  return (
    <>
      <Dialog
        open
        fullWidth
        maxWidth={wide ? 'md' : 'sm'}
        fullScreen={fullScreen}
        aria-labelledby={titleId}
        onClose={(_event, reason) => {
          if (reason !== 'backdropClick' && !busy) close();
        }}
      >
        {/* display: contents keeps the dialog's own layout around the form. */}
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
          <DialogTitle id={titleId}>
            {title}
            {subtitle && (
              <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                {subtitle}
              </Typography>
            )}
          </DialogTitle>
          <DialogContent dividers>{props.children}</DialogContent>
          <FormDialogActions busy={busy} submitLabel={readOnly ? null : submitLabel} onCancel={close} />
        </Box>
      </Dialog>
      <UnsavedChangesDialog {...confirmation} />
      {props.borrador && <DraftQuestionDialog borrador={props.borrador} />}
    </>
  );
}
