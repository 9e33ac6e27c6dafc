import { paqueteEstadoResponseSchema } from '@ventas/domain/telework/paquete-contract';
import type { EstadoPaquete } from '@ventas/domain/telework/paquete-estados';
import { api } from '../../../api/api';

/** PUT /api/atenciones/paquete/{id}/ {estado} (decision 70): answers the package's new state. */
export async function cambiarEstadoPaquete(id: number, estado: EstadoPaquete) {
  return paqueteEstadoResponseSchema.parse(
    await api.put<unknown>(`/api/atenciones/paquete/${id}/`, { estado }),
  );
}
