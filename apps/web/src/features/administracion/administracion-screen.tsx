import { useSearchParams } from 'react-router';
import { TAB_PARAM, UrlTabs } from '../../components/url-tabs/url-tabs';
import { loggedInActor } from '../../session/session-store';
import { useSession } from '../../session/use-session';
import { tabOf, tabsVisibles } from './administracion-tabs';

/**
 * /ManagementBase (SPEC §2): the catalogue tables, then the people and system tabs the person may
 * use, the tab kept in the URL.
 */
export function AdministracionScreen() {
  const session = useSession();
  const actor = loggedInActor(session);
  const [params] = useSearchParams();
  if (!actor || !session.user) return null;
  const quien = { actor, plataforma: session.user.plataforma === true };
  const tabs = tabsVisibles(quien);
  const current = tabOf(tabs, params.get(TAB_PARAM));
  if (!current) return null;
  return (
    <UrlTabs
      tabs={tabs}
      current={current.key}
      label="Tablas de administración"
      panelId="panel-administracion"
    >
      {current.render(quien)}
    </UrlTabs>
  );
}
