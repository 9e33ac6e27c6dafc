import { queryOptions } from '@tanstack/react-query';
import { vistasSchema, type PantallaVista } from '@ventas/domain/vistas/vistas-contract';
import { api } from '../../../api/api';
import { vistasKeys } from './vistas-keys';

/** GET /api/cuentas/vistas/?pantalla=: the caller's views of a screen, then those shared with them. */
export const vistasQuery = (pantalla: PantallaVista) =>
  queryOptions({
    queryKey: vistasKeys.pantalla(pantalla),
    queryFn: async ({ signal }) =>
      vistasSchema.parse(
        await api.get<unknown>(`/api/cuentas/vistas/?${new URLSearchParams({ pantalla }).toString()}`, {
          signal,
        }),
      ),
  });
