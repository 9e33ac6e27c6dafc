import {
  superadminInicialSchema,
  type SuperadminCreate,
  type SuperadminInicial,
} from '@ventas/domain/distribuidores/distribuidores-contract';
import { api } from '../../../api/api';

/**
 * POST /api/distribuidores/distribuidor/{id}/superadmin/ (201, platform): the first SuperAdmin of a
 * distributor created without one, and its one-time password.
 */
export async function crearSuperadmin(id: number, form: SuperadminCreate): Promise<SuperadminInicial> {
  return superadminInicialSchema.parse(
    await api.post<unknown>(`/api/distribuidores/distribuidor/${id}/superadmin/`, form),
  );
}
