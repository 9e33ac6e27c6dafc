import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { loggedInActor } from '../../session/session-store';
import { useSession } from '../../session/use-session';
import { tabOf, tabsVisibles } from './administracion-tabs';

export const TAB_PARAM = 'tab';

/**
 * /ManagementBase (SPEC §2): the catalogue tables, then the people and system tabs the person may
 * use. The tab lives in the URL, so a reload or a shared link opens the same one; changing tab
 * starts that tab afresh (its filters, search and page are its own).
 */
export function AdministracionScreen() {
  const session = useSession();
  const actor = loggedInActor(session);
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  if (!actor || !session.user) return null;
  const quien = { actor, plataforma: session.user.plataforma === true };
  const tabs = tabsVisibles(quien);
  const current = tabOf(tabs, requested);
  if (!current) return null;

  return (
    <Box>
      <Tabs
        value={current.key}
        onChange={(_event, key: string) => setParams({ [TAB_PARAM]: key })}
        variant="scrollable"
        // Always there: with "auto" the arrows appear after MUI has scrolled the selected tab into
        // view, and a tab opened from the URL (?tab=auditoria) ended half under the right arrow.
        scrollButtons
        allowScrollButtonsMobile
        aria-label="Tablas de administración"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            label={tab.label}
            id={`tab-${tab.key}`}
            aria-controls="panel-administracion"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="panel-administracion" aria-labelledby={`tab-${current.key}`} key={current.key}>
        {current.render(quien)}
      </Box>
    </Box>
  );
}
