import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';

interface UnsavedChangesDialogProps {
  open: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
  /** What is lost, when the form can name it ("los cambios de este cliente"). */
  text?: string;
}

/** "Hay cambios sin guardar": every form asks the same before it drops what was typed. */
export function UnsavedChangesDialog({
  open,
  onKeepEditing,
  onDiscard,
  text = 'Si continúa, se perderán los cambios que no ha guardado.',
}: UnsavedChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Hay cambios sin guardar"
      text={text}
      confirmLabel="Descartar cambios"
      cancelLabel="Seguir editando"
      destructive
      onCancel={onKeepEditing}
      onConfirm={onDiscard}
    />
  );
}
