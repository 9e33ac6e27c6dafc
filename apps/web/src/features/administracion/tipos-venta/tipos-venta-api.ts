import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  TipoVentaAdmin,
  TipoVentaCambio,
  TipoVentaNuevo,
} from '@ventas/domain/opciones/tipos-venta-contract';
import { utilsCalls } from '@ventas/domain/opciones/utils.calls';
import { opcionesQuery } from '../../../api/initial-data-queries';
import { sendCall } from '../../../api/send-call';

/** Administración · Tipos de venta (issue 29 §5): the calls behind the tab. */
export const tiposVentaQuery = queryOptions({
  queryKey: [...opcionesQuery.queryKey, 'tipo_venta', 'admin'],
  queryFn: ({ signal }) => sendCall(utilsCalls.tiposVenta, {}, { signal }),
});

/**
 * After a write: this list, and the initial-data list the configurator and the filters read
 * (its key is this one's prefix), so a new type is offered without a reload.
 */
export const releerTiposVenta = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: opcionesQuery.queryKey });

export function crearTipoVenta(form: TipoVentaNuevo): Promise<TipoVentaAdmin> {
  return sendCall(utilsCalls.crearTipoVenta, { body: form });
}

export function cambiarTipoVenta(id: number, cambio: TipoVentaCambio): Promise<TipoVentaAdmin> {
  return sendCall(utilsCalls.cambiarTipoVenta, { params: { id }, body: cambio });
}

export function ordenarTiposVenta(ids: readonly number[]): Promise<TipoVentaAdmin[]> {
  return sendCall(utilsCalls.ordenarTiposVenta, { body: { ids: [...ids] } });
}

export async function eliminarTipoVenta(id: number): Promise<void> {
  await sendCall(utilsCalls.eliminarTipoVenta, { params: { id } });
}
