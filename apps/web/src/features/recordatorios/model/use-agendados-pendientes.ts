import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ROLE } from '@ventas/domain/permissions/roles';
import { agendadosVencidos, msHastaElProximo } from '@ventas/domain/telework/posponer-agendado';
import { loggedInActor } from '../../../session/session-store';
import { useSession } from '../../../session/use-session';
import { campanaQuery } from '../api/agendados-pendientes-query';

/** The longest the clock waits between looks: a laptop waking from sleep catches up within it. */
const MAX_ESPERA_MS = 60_000;

/**
 * The bell's figures at this instant: the due callbacks the last read counted, plus those of the
 * next days that fell due since on this tab's clock; and those of today already due (the notices
 * watch them). The component re-renders on its own when the next one falls due, so neither
 * waits for the next read.
 */
export function useAgendadosPendientes() {
  const session = useSession();
  const actor = loggedInActor(session);
  // A Manager's own id: their reads name it, and the team's are read apart. Null for a Comercial.
  const propio = actor && actor.roleId !== ROLE.COMERCIAL ? (session.user?.id ?? null) : null;
  const query = useQuery(campanaQuery(propio));
  const [, setTick] = useState(0);
  const lectura = query.data;
  const now = new Date();
  const espera = lectura ? msHastaElProximo(lectura.proximos, now) : null;

  useEffect(() => {
    if (espera === null) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), Math.min(espera, MAX_ESPERA_MS));
    return () => clearTimeout(timer);
  }, [espera, lectura]);

  const vencidosHoy = lectura ? agendadosVencidos(lectura.proximos, now) : null;
  const desdeLaLectura = (vencidosHoy ?? []).filter(
    (agendado) => Date.parse(agendado.fechaAgendado ?? '') > (lectura?.leidoEn ?? Infinity),
  ).length;
  return { query, cuenta: lectura ? lectura.vencidos + desdeLaLectura : 0, vencidosHoy, propio };
}
