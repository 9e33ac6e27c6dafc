import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../../components/confirm-dialog/confirm-dialog';
import { useSnackbar } from '../../../../components/snackbar/snackbar-context';
import { deleteHistoryEntry, type HistoryPath } from '../../api/history-calls';
import { invalidateCatalogue } from '../../forms/invalidate-catalogue';
import type { HistoryMessages } from '../../messages/history-messages';

interface DeleteEntryDialogProps {
  path: HistoryPath;
  entryId: number;
  messages: HistoryMessages;
  onClose: () => void;
}

/** Deleting a history entry changes the price in force on its dates: asked first. */
export function DeleteEntryDialog({ path, entryId, messages, onClose }: DeleteEntryDialogProps) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const remove = useMutation({ mutationFn: () => deleteHistoryEntry(path, entryId) });
  async function confirm(): Promise<void> {
    try {
      await remove.mutateAsync();
    } catch (error) {
      snackbar.showError(messages.deleteFailed, error);
      return;
    }
    snackbar.showSuccess(messages.deleted);
    invalidateCatalogue(queryClient);
    onClose();
  }
  return (
    <ConfirmDialog
      open
      title="Borrar entrada"
      text="¿Borrar esta entrada del historial? Las fechas que cubría pasarán a tomar la entrada anterior."
      confirmLabel="Borrar"
      destructive
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
