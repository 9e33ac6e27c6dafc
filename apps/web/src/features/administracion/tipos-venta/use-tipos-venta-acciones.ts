import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TipoVentaAdmin } from '@ventas/domain/opciones/tipos-venta-contract';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { cambiarTipoVenta, ordenarTiposVenta, releerTiposVenta, tiposVentaQuery } from './tipos-venta-api';
import { TEXTOS_TIPOS_VENTA as TEXTOS } from './tipos-venta-messages';

/** The ids in order with the one at `desde` moved one place (`paso` -1 up, +1 down). */
export function moverId(tipos: readonly TipoVentaAdmin[], desde: number, paso: -1 | 1): number[] {
  const ids = tipos.map((tipo) => tipo.id);
  const hasta = desde + paso;
  if (hasta < 0 || hasta >= ids.length) return ids;
  [ids[desde], ids[hasta]] = [ids[hasta]!, ids[desde]!];
  return ids;
}

/**
 * The row actions that need no dialog: (de)activate, which is undone the same way, and move up or
 * down. Each says how it went (SPEC §8) and re-reads the lists the configurator uses.
 */
export function useTiposVentaAcciones() {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const estado = useMutation({
    mutationFn: ({ tipo, activo }: { tipo: TipoVentaAdmin; activo: boolean }) =>
      cambiarTipoVenta(tipo.id, { activo }),
    onSuccess: (_tipo, { activo }) => {
      snackbar.showSuccess(activo ? TEXTOS.activado : TEXTOS.desactivado);
      void releerTiposVenta(queryClient);
    },
    onError: (error) => snackbar.showError(TEXTOS.errorEstado, error),
  });
  const orden = useMutation({
    mutationFn: ordenarTiposVenta,
    onSuccess: (tipos) => {
      // The answer is the list in its new order: shown at once, while the rest is re-read.
      queryClient.setQueryData(tiposVentaQuery.queryKey, tipos);
      void releerTiposVenta(queryClient);
    },
    onError: (error) => {
      snackbar.showError(TEXTOS.errorOrden, error);
      void releerTiposVenta(queryClient);
    },
  });
  return {
    cambiarEstado: (tipo: TipoVentaAdmin, activo: boolean) => estado.mutate({ tipo, activo }),
    mover: (tipos: readonly TipoVentaAdmin[], desde: number, paso: -1 | 1) =>
      orden.mutate(moverId(tipos, desde, paso)),
    ocupado: estado.isPending || orden.isPending,
  };
}
