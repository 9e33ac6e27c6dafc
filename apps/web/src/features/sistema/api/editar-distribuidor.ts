import {
  distribuidorAdminSchema,
  type DistribuidorAdmin,
  type DistribuidorUpdate,
} from '@ventas/domain/distribuidores/distribuidores-contract';
import { api } from '../../../api/api';

/**
 * PUT /api/distribuidores/distribuidor/{id}/: any subset of the fields (the maintenance switch
 * sends only `maintenance`; `groups` only on the platform). Answers the row as the list shows it.
 */
export async function editarDistribuidor(
  id: number,
  cambios: DistribuidorUpdate,
): Promise<DistribuidorAdmin> {
  return distribuidorAdminSchema.parse(
    await api.put<unknown>(`/api/distribuidores/distribuidor/${id}/`, cambios),
  );
}
