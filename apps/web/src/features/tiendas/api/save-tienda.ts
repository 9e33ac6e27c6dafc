import type { Tienda, TiendaFormInput } from '@ventas/domain/tiendas/tienda-contract';
import { tiendasCalls } from '@ventas/domain/tiendas/tiendas.calls';
import { sendCall } from '../../../api/send-call';

/** Creates the store (`id` null) or updates it: the store as saved, with its commercials. */
export function saveTienda(id: number | null, body: TiendaFormInput): Promise<Tienda> {
  return id === null
    ? sendCall(tiendasCalls.create, { body })
    : sendCall(tiendasCalls.update, { params: { id }, body });
}
