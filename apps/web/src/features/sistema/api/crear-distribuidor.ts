import {
  distribuidorCreadoSchema,
  type DistribuidorCreado,
  type DistribuidorCreate,
} from '@ventas/domain/distribuidores/distribuidores-contract';
import { api } from '../../../api/api';

/** POST /api/distribuidores/distribuidor/ (201, platform): the distributor and its first SuperAdmin's one-time password. */
export async function crearDistribuidor(form: DistribuidorCreate): Promise<DistribuidorCreado> {
  return distribuidorCreadoSchema.parse(await api.post<unknown>('/api/distribuidores/distribuidor/', form));
}
