import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSnackbar } from '../../../../components/snackbar/snackbar-context';
import { calculadoraKeys } from '../../api/calculadora-keys';

interface Mensajes {
  hecho: string;
  /** SPEC §8 names no failure for some deletes: then 'Algo fue mal' with the server's reason. */
  fallo?: string;
}

/** A delete of the admin's editors: its message, then the list and the month's figures read again. */
export function useEliminar(eliminar: (id: number) => Promise<void>, mensajes: Mensajes, lista?: QueryKey) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eliminar,
    onSuccess: () => {
      snackbar.showSuccess(mensajes.hecho);
      if (lista) void queryClient.invalidateQueries({ queryKey: lista });
      void queryClient.invalidateQueries({ queryKey: calculadoraKeys.todo });
    },
    onError: (error) => snackbar.showError(mensajes.fallo, error),
  });
}
