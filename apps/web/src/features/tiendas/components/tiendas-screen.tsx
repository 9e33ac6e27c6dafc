import { hasLevel } from '@ventas/domain/permissions/access-rule';
import type { Actor } from '@ventas/domain/permissions/roles';
import { loggedInActor } from '../../../session/session-store';
import { useSession } from '../../../session/use-session';
import { TiendasView } from './tiendas-view';

/** /tiendas (issue 17, group A): the distributor's stores; Admin and above edit them. */
export function TiendasScreen() {
  const session = useSession();
  const actor: Actor | null = loggedInActor(session);
  if (!actor || !session.user) return null;
  return (
    <TiendasView
      userId={session.user.id}
      canEdit={hasLevel(actor, 'admin')}
      seesAllFigures={hasLevel(actor, 'manager')}
    />
  );
}
