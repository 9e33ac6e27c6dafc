import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comunicado } from '@ventas/domain/cuentas/cuentas-contract';
import { useSnackbar } from '../../components/snackbar/snackbar-context';
import { communicatesQuery } from './api/communicates-query';
import { setReadCommunicate } from './api/set-read-communicate';

export const ERROR_MARCAR_LEIDO = 'Error al marcar el comunicado como leído';

/**
 * Marks a communication read and writes the answer into the list the top bar's badge counts
 * (the same query), so the badge follows at once without fetching again.
 */
export function useMarcarLeido() {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const mutation = useMutation({
    mutationFn: setReadCommunicate,
    onSuccess: (leido) =>
      queryClient.setQueryData<Comunicado[]>(communicatesQuery.queryKey, (list) =>
        list?.map((item) => (item.id === leido.id ? leido : item)),
      ),
    onError: (error) => snackbar.showError(ERROR_MARCAR_LEIDO, error),
  });
  return mutation.mutate;
}
