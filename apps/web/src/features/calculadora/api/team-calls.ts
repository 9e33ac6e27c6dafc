import { queryOptions } from '@tanstack/react-query';
import { teamListSchema, teamSchema, type TeamForm } from '@ventas/domain/calculadora/teams-contract';
import { api } from '../../../api/api';
import { calculadoraKeys } from './calculadora-keys';

/** GET /api/cuentas/teams/ (decision 86): each manager's team. */
export const teamsQuery = queryOptions({
  queryKey: calculadoraKeys.teams,
  queryFn: async ({ signal }) =>
    teamListSchema.parse(await api.get<unknown>('/api/cuentas/teams/', { signal })),
});

/** POST /api/cuentas/teams/ (201) or PUT …/{id}/. */
export async function guardarTeam(form: TeamForm, id: number | null) {
  const saved =
    id === null
      ? await api.post<unknown>('/api/cuentas/teams/', form)
      : await api.put<unknown>(`/api/cuentas/teams/${id}/`, form);
  return teamSchema.parse(saved);
}

/** DELETE /api/cuentas/teams/{id}/ (204). */
export async function eliminarTeam(id: number): Promise<void> {
  await api.delete<unknown>(`/api/cuentas/teams/${id}/`);
}
