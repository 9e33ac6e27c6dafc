import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EstadoPaquete } from '@ventas/domain/telework/paquete-estados';
import { useSnackbar } from '../../../../components/snackbar/snackbar-context';
import { calculadoraKeys } from '../../api/calculadora-keys';
import { cambiarEstadoPaquete } from '../../api/cambiar-estado-paquete';
import { eliminarAtencion } from '../../api/eliminar-atencion';
import { marcarAtencionActualizada } from '../../api/marcar-atencion-actualizada';
import { MENSAJES_VENTAS } from '../../calculadora-messages';

/**
 * The sales list's writes (decisions 70, 73). Each one changes what the month counts, so a success
 * refreshes everything the calculator read (objectives, pool, the lists themselves).
 */
export function useVentasAcciones() {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const refrescar = () => queryClient.invalidateQueries({ queryKey: calculadoraKeys.todo });

  const estado = useMutation({
    mutationFn: ({ id, estado }: { id: number; estado: EstadoPaquete }) => cambiarEstadoPaquete(id, estado),
    onSuccess: () => {
      snackbar.showSuccess(MENSAJES_VENTAS.estadoPaquete);
      void refrescar();
    },
    onError: (error) => snackbar.showError(MENSAJES_VENTAS.errorEstadoPaquete, error),
  });

  const marcar = useMutation({
    mutationFn: ({ id, dia }: { id: number; dia: string }) => marcarAtencionActualizada(id, dia),
    onSuccess: () => {
      snackbar.showSuccess(MENSAJES_VENTAS.actualizada);
      void refrescar();
    },
    onError: (error) => snackbar.showError(MENSAJES_VENTAS.errorEditar, error),
  });

  const eliminar = useMutation({
    mutationFn: (id: number) => eliminarAtencion(id),
    onSuccess: () => {
      snackbar.showSuccess(MENSAJES_VENTAS.eliminada);
      void refrescar();
    },
    onError: (error) => snackbar.showError(MENSAJES_VENTAS.errorEliminar, error),
  });

  return { estado, marcar, eliminar };
}
