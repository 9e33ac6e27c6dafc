import type { Team } from '@ventas/domain/calculadora/teams-contract';
import { MAX_FILTER_VALUES } from '@ventas/domain/http/list-filters';

/**
 * A Manager's default commercials: the members of the teams they lead (dutty_manager) and
 * themselves, in id order. Null (the whole tenant, the API's scope) when they lead no team, or when
 * the team is larger than one request may name (MAX_FILTER_VALUES).
 */
export function comercialesDeEquipo(teams: readonly Team[], yo: number): number[] | null {
  const propios = teams.filter((team) => team.dutty_manager === yo);
  if (propios.length === 0) return null;
  const ids = new Set([yo, ...propios.flatMap((team) => team.commercial_id_arr)]);
  if (ids.size > MAX_FILTER_VALUES) return null;
  return [...ids].sort((a, b) => a - b);
}
