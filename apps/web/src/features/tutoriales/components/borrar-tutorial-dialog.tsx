import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tutorial } from '@ventas/domain/tutoriales/tutoriales-contract';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { deleteTutorial, TUTORIALES_KEY } from '../api/tutoriales-calls';
import { MENSAJES_TUTORIALES } from '../tutoriales-messages';

/** Removing cannot be undone: asked first, the safe answer focused. */
export function BorrarTutorialDialog({ tutorial, onClose }: { tutorial: Tutorial; onClose: () => void }) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const remove = useMutation({ mutationFn: () => deleteTutorial(tutorial.id) });
  async function confirm(): Promise<void> {
    try {
      await remove.mutateAsync();
    } catch (error) {
      snackbar.showError(MENSAJES_TUTORIALES.errorBorrar, error);
      void queryClient.invalidateQueries({ queryKey: TUTORIALES_KEY });
      return;
    }
    snackbar.showSuccess(MENSAJES_TUTORIALES.borrado);
    void queryClient.invalidateQueries({ queryKey: TUTORIALES_KEY });
    onClose();
  }
  return (
    <ConfirmDialog
      open
      title="Borrar tutorial"
      text={`¿Borrar el tutorial «${tutorial.titulo}»? Dejará de verse para todo el equipo.`}
      confirmLabel="Borrar"
      destructive
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
