import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';

/**
 * A registry action a dialog confirms (delete, save a group's permissions): a success says so,
 * re-reads `listas` and closes; a failure says so with the server's text (SPEC §8).
 */
export function useAccion(
  hacer: () => Promise<unknown>,
  mensajes: { hecho: string; fallo: string },
  listas: readonly QueryKey[],
  onHecho: () => void,
) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hacer,
    onSuccess: () => {
      snackbar.showSuccess(mensajes.hecho);
      for (const queryKey of listas) void queryClient.invalidateQueries({ queryKey });
      onHecho();
    },
    onError: (error) => snackbar.showError(mensajes.fallo, error),
  });
}
