import type { paqueteEstadoResponseSchema } from '@ventas/domain/telework/paquete-contract';
import type { z } from 'zod';
import { api } from '../../../api/api';

/**
 * PUT /api/atenciones/paquete/{id}/ {estado, order_id} (SPEC §4, §7): the package follows its
 * operator order; answers the package's new state.
 */
export function actualizarPaquete(
  paqueteId: number,
  body: { estado: string; order_id: string },
): Promise<z.infer<typeof paqueteEstadoResponseSchema>> {
  return api.put(`/api/atenciones/paquete/${paqueteId}/`, body);
}
