import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ROLE } from '@ventas/domain/permissions/roles';
import { agendadosVencidos, msHastaElProximo } from '@ventas/domain/telework/posponer-agendado';
import { loggedInActor } from '../../../session/session-store';
import { useSession } from '../../../session/use-session';
import { agendadosPendientesQuery } from '../api/agendados-pendientes-query';

/** The longest the clock waits between looks: a laptop waking from sleep catches up within it. */
const MAX_ESPERA_MS = 60_000;

/**
 * The signed-in user's pending callbacks up to three days ahead, and those already due at this
 * instant. The component re-renders on its own when the next one falls due (a timer on this
 * tab's clock), so a notice does not wait for the next read of the list.
 */
export function useAgendadosPendientes() {
  const session = useSession();
  const actor = loggedInActor(session);
  const propio = actor && actor.roleId !== ROLE.COMERCIAL ? (session.user?.id ?? null) : null;
  const query = useQuery(agendadosPendientesQuery(propio));
  const [, setTick] = useState(0);
  const lista = query.data;
  const now = new Date();
  const espera = lista ? msHastaElProximo(lista, now) : null;

  useEffect(() => {
    if (espera === null) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), Math.min(espera, MAX_ESPERA_MS));
    return () => clearTimeout(timer);
  }, [espera, lista]);

  // `propio`: the Manager's id (their team's are read apart); null for a Comercial.
  return { query, vencidos: lista ? agendadosVencidos(lista, now) : [], propio };
}
