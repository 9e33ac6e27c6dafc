import { canEditAgendadoOf } from '@ventas/domain/telework/cliente-scope';
import { loggedInActor } from '../../../../session/session-store';
import { useSession } from '../../../../session/use-session';
import type { AgendadoRef } from './agendado-ref';

/**
 * Whether the signed-in user may move or close a callback, by the rule the API applies
 * (canEditAgendadoOf): a pending one, theirs unless they are a Manager or above. The rule's other
 * half, a customer they work, is the server's to check (a calendar may still hold a callback on a
 * customer since given to someone else: the PUT answers 404 and the snackbar says so).
 */
export function usePuedeEditarAgendado(): (agendado: Pick<AgendadoRef, 'estado' | 'comercialId'>) => boolean {
  const session = useSession();
  const actor = loggedInActor(session);
  const accountId = session.user?.id;
  return (agendado) =>
    agendado.estado === 'PENDIENTE' &&
    actor !== null &&
    accountId !== undefined &&
    canEditAgendadoOf({ ...actor, accountId }, agendado.comercialId);
}
