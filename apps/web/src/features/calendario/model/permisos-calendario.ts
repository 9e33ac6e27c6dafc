import { hasLevel } from '@ventas/domain/permissions/access-rule';
import { loggedInActor } from '../../../session/session-store';
import { useSession } from '../../../session/use-session';

/**
 * Who may do what here (decision 83): a Manager and above pick a commercial; an Admin and above
 * edit the company's calendar (PUT calendario-empresa is API_ACCESS.admin).
 */
export function usePermisosCalendario() {
  const actor = loggedInActor(useSession());
  return {
    manager: actor !== null && hasLevel(actor, 'manager'),
    admin: actor !== null && hasLevel(actor, 'admin'),
  };
}
