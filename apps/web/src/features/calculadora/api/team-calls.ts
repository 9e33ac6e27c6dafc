import { queryOptions } from '@tanstack/react-query';
import { ajustesCalls } from '@ventas/domain/calculadora/ajustes.calls';
import type { TeamForm } from '@ventas/domain/calculadora/teams-contract';
import { sendCall } from '../../../api/send-call';
import { calculadoraKeys } from './calculadora-keys';

/** Each manager's team (decision 86). */
export const teamsQuery = queryOptions({
  queryKey: calculadoraKeys.teams,
  queryFn: ({ signal }) => sendCall(ajustesCalls.teams, {}, { signal }),
});

/** Creates (201) or changes a team. */
export const guardarTeam = (form: TeamForm, id: number | null) =>
  id === null
    ? sendCall(ajustesCalls.crearTeam, { body: form })
    : sendCall(ajustesCalls.cambiarTeam, { params: { id }, body: form });

export async function eliminarTeam(id: number): Promise<void> {
  await sendCall(ajustesCalls.borrarTeam, { params: { id } });
}
