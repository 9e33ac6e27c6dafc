import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComunicadoForm } from '@ventas/domain/cuentas/comunicado-admin-contract';
import type { UseFormReturn } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../components/form-fields/server-field-errors';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { borrarComunicado, enviarComunicado } from '../api/comunicado-admin-calls';
import { communicatesQuery } from '../api/communicates-query';
import { MENSAJES_COMUNICADOS_ADMIN } from '../comunicados-messages';
import type { ValoresComunicado } from './comunicado-valores';

// The sent list lives under the received list's key: one invalidation refreshes both, so an
// Admin who wrote to themselves (or deleted one they had) sees Mi zona and the badge follow.
const useRefrescar = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: communicatesQuery.queryKey });
};

/** Sends the form; a 400 goes on its fields, and the dialog stays open with what was typed. */
export function useEnviarComunicado(
  form: UseFormReturn<ValoresComunicado, unknown, ComunicadoForm>,
  onSent: () => void,
) {
  const snackbar = useSnackbar();
  const refrescar = useRefrescar();
  const mutation = useMutation({ mutationFn: enviarComunicado });
  const enviar = form.handleSubmit(async (data) => {
    try {
      await mutation.mutateAsync(data);
    } catch (error) {
      const enCampos = applyServerFieldErrors(form, error);
      snackbar.showError(MENSAJES_COMUNICADOS_ADMIN.errorEnviar, enCampos > 0 ? undefined : error);
      return;
    }
    snackbar.showSuccess(MENSAJES_COMUNICADOS_ADMIN.enviado);
    void refrescar();
    onSent();
  });
  return { enviar, enviando: mutation.isPending };
}

/** Deletes one communication (SPEC §8 'Comunicado Borrado!' / 'Error al Borrar el Comunicado'). */
export function useBorrarComunicado(onDeleted: () => void) {
  const snackbar = useSnackbar();
  const refrescar = useRefrescar();
  return useMutation({
    mutationFn: borrarComunicado,
    onSuccess: () => {
      snackbar.showSuccess(MENSAJES_COMUNICADOS_ADMIN.borrado);
      void refrescar();
      onDeleted();
    },
    onError: (error) => snackbar.showError(MENSAJES_COMUNICADOS_ADMIN.errorBorrar, error),
  });
}
