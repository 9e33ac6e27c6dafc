import { useEffect, useRef, useState } from 'react';
import type { AgendadoView } from '@ventas/domain/telework/atenciones-contract';
import { MENSAJES_RECORDATORIOS } from '../recordatorios-messages';
import { telefonoParaLlamar } from '../../dashboard/dashboard.public';

/** A callback at one time: postponed, it falls due again and is announced again. */
const claveDe = (agendado: AgendadoView) => `${agendado.id}@${agendado.fechaAgendado ?? ''}`;

/** Outside the tab too, when the agent allowed it (PermisoNotificaciones). */
function avisarAlNavegador(agendado: AgendadoView, abrir: () => void): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const telefono = telefonoParaLlamar(agendado.cliente)?.telefono;
  const notificacion = new Notification(`${MENSAJES_RECORDATORIOS.aviso}: ${agendado.cliente.nombre}`, {
    body: [telefono, agendado.notas].filter(Boolean).join(' · '),
    tag: `agendado-${agendado.id}`,
  });
  notificacion.onclick = () => {
    window.focus();
    abrir();
  };
}

/**
 * The callback to announce now: one that fell due while the app was open, or came in already due
 * on a later read (a Manager moved it here). Those already due when the list first loads are the
 * bell's to count, not a burst of notices at sign-in. The newest one wins the notice.
 */
export function useAvisoAlVencer(vencidos: readonly AgendadoView[] | null, abrir: (a: AgendadoView) => void) {
  const avisados = useRef<Set<string> | null>(null);
  const [aviso, setAviso] = useState<AgendadoView | null>(null);
  const claves = vencidos?.map(claveDe).join(',') ?? null;

  useEffect(() => {
    if (vencidos === null) return;
    if (avisados.current === null) {
      avisados.current = new Set(vencidos.map(claveDe));
      return;
    }
    const vistos = avisados.current;
    const nuevos = vencidos.filter((agendado) => !vistos.has(claveDe(agendado)));
    nuevos.forEach((agendado) => vistos.add(claveDe(agendado)));
    const ultimo = nuevos.at(-1);
    if (!ultimo) return;
    setAviso(ultimo);
    avisarAlNavegador(ultimo, () => abrir(ultimo));
    // `claves` stands for `vencidos`: a new array each render with the same callbacks in it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [claves]);

  return { aviso, cerrarAviso: () => setAviso(null) };
}
