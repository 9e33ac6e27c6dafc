import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  tipoVentaAdminSchema,
  tiposVentaAdminSchema,
  type TipoVentaAdmin,
  type TipoVentaCambio,
  type TipoVentaNuevo,
} from '@ventas/domain/opciones/tipos-venta-contract';
import { api } from '../../../api/api';
import { opcionesQuery } from '../../../api/initial-data-queries';

/** Administración · Tipos de venta (issue 29 §5): the calls behind the tab. */
const BASE = '/api/utils/opciones/tipo_venta/';

export const tiposVentaQuery = queryOptions({
  queryKey: [...opcionesQuery.queryKey, 'tipo_venta', 'admin'],
  queryFn: async ({ signal }) => tiposVentaAdminSchema.parse(await api.get<unknown>(BASE, { signal })),
});

/**
 * After a write: this list, and the initial-data list the configurator and the filters read
 * (its key is this one's prefix), so a new type is offered without a reload.
 */
export const releerTiposVenta = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: opcionesQuery.queryKey });

export async function crearTipoVenta(form: TipoVentaNuevo): Promise<TipoVentaAdmin> {
  return tipoVentaAdminSchema.parse(await api.post<unknown>(BASE, form));
}

export async function cambiarTipoVenta(id: number, cambio: TipoVentaCambio): Promise<TipoVentaAdmin> {
  return tipoVentaAdminSchema.parse(await api.put<unknown>(`${BASE}${id}/`, cambio));
}

export async function ordenarTiposVenta(ids: readonly number[]): Promise<TipoVentaAdmin[]> {
  return tiposVentaAdminSchema.parse(await api.put<unknown>(`${BASE}orden/`, { ids }));
}

export async function eliminarTipoVenta(id: number): Promise<void> {
  await api.delete<unknown>(`${BASE}${id}/`);
}
