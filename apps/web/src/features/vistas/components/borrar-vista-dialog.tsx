import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MENSAJES_VISTAS, type PantallaVista, type Vista } from '@ventas/domain/vistas/vistas-contract';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { borrarVista } from '../api/borrar-vista';
import { vistasKeys } from '../api/vistas-keys';

/** "¿Eliminar la vista…?": deleting one of the caller's views, confirmed first. */
export function BorrarVistaDialog(props: { pantalla: PantallaVista; vista: Vista; onClose: () => void }) {
  const { pantalla, vista, onClose } = props;
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const borrar = useMutation({
    mutationFn: () => borrarVista(vista.id),
    onSuccess: async () => {
      snackbar.showSuccess(MENSAJES_VISTAS.eliminada);
      await queryClient.invalidateQueries({ queryKey: vistasKeys.pantalla(pantalla) });
      onClose();
    },
    onError: (error) => snackbar.showError('No se ha podido eliminar la vista', error),
  });
  return (
    <ConfirmDialog
      open
      title="Eliminar vista"
      text={`¿Eliminar la vista «${vista.nombre}»?${vista.compartida ? ' Dejará de estar compartida.' : ''}`}
      confirmLabel="Eliminar"
      destructive
      busy={borrar.isPending}
      onConfirm={() => borrar.mutate()}
      onCancel={onClose}
    />
  );
}
