import { grupoEnUsoSchema } from '@ventas/domain/permissions/registry-contract';
import { api } from '../../../api/api';
import { isApiError } from '../../../api/api-error';

/** DELETE /api/groups/{id}/ (204). */
export async function eliminarGrupo(id: number): Promise<void> {
  await api.delete<unknown>(`/api/groups/${id}/`);
}

/** The distributors that hold the group, when the delete was refused for them (409). */
export function distribuidoresQueLoTienen(error: unknown): readonly string[] | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const enUso = grupoEnUsoSchema.safeParse(error.body);
  return enUso.success ? enUso.data.distribuidores : null;
}
