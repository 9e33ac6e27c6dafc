import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { loggedInActor } from '../../../session/session-store';
import { useSession } from '../../../session/use-session';
import { catalogueAccess } from '../components/catalogue-tab';
import { ADMINISTRACION_TABS, tabOf } from './administracion-tabs';

export const TAB_PARAM = 'tab';

/**
 * /ManagementBase (SPEC §2): one tab per catalogue table. The tab lives in the URL, so a reload or
 * a shared link opens the same one; changing tab starts that table's list afresh (its filters,
 * search and page are its own). Managers read; Admin and above write (decision 65).
 */
export function AdministracionScreen() {
  const session = useSession();
  const actor = loggedInActor(session);
  const [params, setParams] = useSearchParams();
  const current = tabOf(params.get(TAB_PARAM));
  if (!actor) return null;
  const access = catalogueAccess(actor);

  return (
    <Box>
      <Tabs
        value={current.key}
        onChange={(_event, key: string) => setParams({ [TAB_PARAM]: key })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Tablas del catálogo"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {ADMINISTRACION_TABS.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            label={tab.label}
            id={`tab-${tab.key}`}
            aria-controls="panel-catalogo"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="panel-catalogo" aria-labelledby={`tab-${current.key}`} key={current.key}>
        {current.render(access)}
      </Box>
    </Box>
  );
}
