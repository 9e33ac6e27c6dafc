import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Team } from '@ventas/domain/calculadora/teams-contract';
import { hasLevel } from '@ventas/domain/permissions/access-rule';
import { madridToday } from '@ventas/domain/time/madrid';
import { loggedInActor } from '../../../session/session-store';
import { useSession } from '../../../session/use-session';
import { teamsQuery } from '../../calculadora/calculadora.public';
import { gerenciaFiltersQuery } from '../../gerencia/gerencia.public';
import { comercialesDeEquipo } from './alcance-dashboard';
import type { ConsultaDashboard } from './consulta-dashboard';
import { PERIODO_POR_DEFECTO, periodosDelDia } from './periodos-dashboard';
import { useRegistrarFallo } from './registrar-fallo';
import { useDashboardParams } from './use-dashboard-params';

/** Whose figures the dashboard shows: the caller's own, one picked commercial, a team, or everyone. */
export type Alcance = 'propio' | 'uno' | 'equipo' | 'todos';

function alcanceDe(
  manager: boolean,
  elegido: number | null,
  teams: UseQueryResult<Team[]>,
  yo: number,
): { alcance: Alcance | null; comerciales: number[] | null } {
  if (!manager) return { alcance: 'propio', comerciales: null };
  if (elegido !== null) return { alcance: 'uno', comerciales: [elegido] };
  if (teams.isPending) return { alcance: null, comerciales: null };
  // A failed teams read falls back to the whole tenant, as for a Manager who leads no team.
  const equipo = teams.data ? comercialesDeEquipo(teams.data, yo) : null;
  return equipo ? { alcance: 'equipo', comerciales: equipo } : { alcance: 'todos', comerciales: null };
}

/**
 * Who sees what (issue 15): a Comercial their own (the API scopes it; nothing is sent); a Manager
 * and above the commercial picked in the URL, else the teams they lead plus themselves, else the
 * whole tenant. `consulta` is null only while a Manager's teams are read.
 */
export function useConsultaDashboard() {
  const session = useSession();
  const actor = loggedInActor(session);
  const manager = actor !== null && hasLevel(actor, 'manager');
  const yo = session.user?.id ?? 0;
  const params = useDashboardParams(manager);
  // Read even when one commercial is picked (without waiting for it): clearing the pick goes back to the team.
  const teams = useQuery({ ...teamsQuery, enabled: manager });
  const filtros = useQuery({ ...gerenciaFiltersQuery(), enabled: manager });
  useRegistrarFallo('equipos', teams.error);
  useRegistrarFallo('comerciales del selector', filtros.error);

  const hoy = madridToday();
  const periodos = filtros.data?.fechas ?? periodosDelDia(hoy);
  const periodo = periodos.find((p) => p.clave === params.periodo) ?? periodos[0]!;
  // The default period is the API's own default: nothing to send, nothing to wait for.
  const ventana =
    periodo.clave === PERIODO_POR_DEFECTO ? null : { desde: periodo.desde, hasta: periodo.hasta };

  const { alcance, comerciales } = alcanceDe(manager, params.comercial, teams, yo);
  // Query keys are compared by value: a new object each render asks nothing again.
  const consulta: ConsultaDashboard | null = alcance === null ? null : { ventana, comerciales };

  return {
    manager,
    yo,
    hoy,
    alcance,
    consulta,
    periodos,
    periodo,
    opciones: filtros.data?.comerciales ?? [],
    /** What the picker's empty value means: the teams the Manager leads, or everyone. */
    porDefecto: teams.data && comercialesDeEquipo(teams.data, yo) ? 'Mi equipo' : 'Todos los comerciales',
    comercial: params.comercial,
    setPeriodo: params.setPeriodo,
    setComercial: params.setComercial,
  };
}
