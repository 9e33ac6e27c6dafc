import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HolidayRow } from '@ventas/domain/cuentas/holidays-contract';
import { formatDay } from '@ventas/domain/time/madrid';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { deleteHoliday, HOLIDAYS_KEY } from '../api/holidays-calls';
import { MENSAJES_VACACIONES } from '../model/vacaciones-messages';

/** Deleting gives the days back to the commercial's working days: asked first. */
export function BorrarVacacionesDialog({ row, onClose }: { row: HolidayRow; onClose: () => void }) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const remove = useMutation({ mutationFn: () => deleteHoliday(row.id) });
  async function confirm(): Promise<void> {
    try {
      await remove.mutateAsync();
    } catch (error) {
      snackbar.showError(MENSAJES_VACACIONES.errorBorrar, error);
      return;
    }
    snackbar.showSuccess(MENSAJES_VACACIONES.borrado);
    void queryClient.invalidateQueries({ queryKey: HOLIDAYS_KEY });
    onClose();
  }
  return (
    <ConfirmDialog
      open
      title="Borrar vacaciones"
      text={`¿Borrar las vacaciones de ${row.commercial_nombre} del ${formatDay(row.start_date)} al ${formatDay(row.end_date)}? Esos días volverán a contar como laborables.`}
      confirmLabel="Borrar"
      destructive
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
