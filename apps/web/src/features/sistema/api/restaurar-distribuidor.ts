import {
  distribuidorAdminSchema,
  type DistribuidorAdmin,
} from '@ventas/domain/distribuidores/distribuidores-contract';
import { api } from '../../../api/api';

/** POST /api/distribuidores/distribuidor/{id}/restore/ (platform): a deleted distributor back before its erasure. */
export async function restaurarDistribuidor(id: number): Promise<DistribuidorAdmin> {
  return distribuidorAdminSchema.parse(
    await api.post<unknown>(`/api/distribuidores/distribuidor/${id}/restore/`),
  );
}
