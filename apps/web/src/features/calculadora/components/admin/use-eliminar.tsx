import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog/confirm-dialog';
import { useSnackbar } from '../../../../components/snackbar/snackbar-context';
import { calculadoraKeys } from '../../api/calculadora-keys';

interface Mensajes {
  hecho: string;
  /** SPEC §8 names no failure for some deletes: then 'Algo fue mal' with the server's reason. */
  fallo?: string;
}

/**
 * A delete of the admin's editors: asked first (`pedir` shows `dialogo`), then its message, and
 * the list and the month's figures read again. `mutate` deletes without asking, for a caller that
 * asks itself.
 */
export function useEliminar(eliminar: (id: number) => Promise<void>, mensajes: Mensajes, lista?: QueryKey) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [pedido, setPedido] = useState<{ id: number; que: string } | null>(null);
  const mutation = useMutation({
    mutationFn: eliminar,
    onSuccess: () => {
      snackbar.showSuccess(mensajes.hecho);
      if (lista) void queryClient.invalidateQueries({ queryKey: lista });
      void queryClient.invalidateQueries({ queryKey: calculadoraKeys.todo });
    },
    onError: (error) => snackbar.showError(mensajes.fallo, error),
    onSettled: () => setPedido(null),
  });
  const dialogo = (
    <ConfirmDialog
      open={pedido !== null}
      title="Eliminar"
      text={pedido ? `Se eliminará ${pedido.que}.` : ''}
      confirmLabel="Eliminar"
      destructive
      busy={mutation.isPending}
      onConfirm={() => pedido && mutation.mutate(pedido.id)}
      onCancel={() => setPedido(null)}
    />
  );
  return { ...mutation, pedir: (id: number, que: string) => setPedido({ id, que }), dialogo };
}
