import { useSearchParams } from 'react-router';
import { TAB_PARAM, UrlTabs } from '../../components/url-tabs/url-tabs';
import { DATABASE_MANAGEMENT_TABS, tabOf } from './database-management-tabs';

/**
 * /databaseManagement (SPEC §2, SuperAdmin only): the distributor's lead lists and its data
 * protection, the tab kept in the URL.
 */
export function DatabaseManagementScreen() {
  const [params] = useSearchParams();
  const current = tabOf(params.get(TAB_PARAM));
  return (
    <UrlTabs
      tabs={DATABASE_MANAGEMENT_TABS}
      current={current.key}
      label="Gestión de la base de datos"
      panelId="panel-bbdd"
    >
      {current.render()}
    </UrlTabs>
  );
}
