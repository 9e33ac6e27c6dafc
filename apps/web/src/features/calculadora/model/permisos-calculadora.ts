import { hasLevel } from '@ventas/domain/permissions/access-rule';
import { loggedInActor } from '../../../session/session-store';
import { useSession } from '../../../session/use-session';

/** What the signed-in user may do on the calculator (SPEC §6; decisions 73, 83–86). */
export interface PermisosCalculadora {
  /** Manager and above: pick a commercial, mark an attention updated. */
  manager: boolean;
  /** Admin and above: edit objectives, factors, rewards and teams; delete an attention. */
  admin: boolean;
}

/** The app's role check (hasLevel, as the menu and the routes use), read once per render. */
export function usePermisosCalculadora(): PermisosCalculadora {
  const actor = loggedInActor(useSession());
  return {
    manager: actor !== null && hasLevel(actor, 'manager'),
    admin: actor !== null && hasLevel(actor, 'admin'),
  };
}
