import type { Mes } from '@ventas/domain/calculadora/mes';
import type { RewardForm, RewardRow } from '@ventas/domain/calculadora/bolsa-contract';
import type {
  FactorCorrector,
  FactorCorrectorForm,
} from '@ventas/domain/calculadora/factor-corrector-contract';
import type { Team, TeamForm } from '@ventas/domain/calculadora/teams-contract';
import type { Database } from '../../db/database';
import type { RequestUser } from '../../http/fastify-types';
import { idsVisibles } from '../comerciales/comerciales.public';
import { deleteFactor, listFactores, saveFactor } from './factores.repository';
import { deleteReward, listRewards, saveReward } from './rewards.repository';
import { deleteTeam, listTeams, saveTeam } from './teams.repository';

/**
 * What Admin sets and Manager reads (SPEC §7; decisions 85, 86): correction-factor lists,
 * rewards (pools) and teams, each call in one tenant transaction.
 */
export function createAjustesService(database: Database) {
  return {
    listarFactores: (tenantId: number): Promise<FactorCorrector[]> =>
      database.tenant(tenantId, (tx) => listFactores(tx)),

    guardarFactor: (tenantId: number, form: FactorCorrectorForm): Promise<FactorCorrector> =>
      database.tenant(tenantId, (tx) => saveFactor(tx, form)),

    borrarFactor: (tenantId: number, id: number): Promise<void> =>
      database.tenant(tenantId, (tx) => deleteFactor(tx, id)),

    /** The rows of the commercials the caller may see (decision 83). */
    listarRewards: (
      tenantId: number,
      user: RequestUser,
      filtros: { mes: Mes | undefined; comercial: number | undefined },
    ): Promise<RewardRow[]> =>
      database.tenant(tenantId, (tx) => listRewards(tx, { ...filtros, visibles: idsVisibles(user) })),

    guardarReward: (tenantId: number, form: RewardForm): Promise<RewardRow> =>
      database.tenant(tenantId, (tx) => saveReward(tx, form)),

    borrarReward: (tenantId: number, id: number): Promise<void> =>
      database.tenant(tenantId, (tx) => deleteReward(tx, id)),

    listarTeams: (tenantId: number): Promise<Team[]> => database.tenant(tenantId, (tx) => listTeams(tx)),

    /** A new team when `id` is null, else that team's new members. */
    guardarTeam: (tenantId: number, form: TeamForm, id: number | null): Promise<Team> =>
      database.tenant(tenantId, (tx) => saveTeam(tx, form, id)),

    borrarTeam: (tenantId: number, id: number): Promise<void> =>
      database.tenant(tenantId, (tx) => deleteTeam(tx, id)),
  };
}
