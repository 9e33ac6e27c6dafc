import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { DATABASE_MANAGEMENT_TABS, tabOf } from './database-management-tabs';

const TAB_PARAM = 'tab';

/**
 * /databaseManagement (SPEC §2, SuperAdmin only): the distributor's lead lists and its data
 * protection. The tab lives in the URL, so a reload or a shared link opens the same one.
 */
export function DatabaseManagementScreen() {
  const [params, setParams] = useSearchParams();
  const current = tabOf(params.get(TAB_PARAM));
  return (
    <Box>
      <Tabs
        value={current.key}
        onChange={(_event, key: string) => setParams({ [TAB_PARAM]: key })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Gestión de la base de datos"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {DATABASE_MANAGEMENT_TABS.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            label={tab.label}
            id={`tab-${tab.key}`}
            aria-controls="panel-bbdd"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="panel-bbdd" aria-labelledby={`tab-${current.key}`} key={current.key}>
        {current.render()}
      </Box>
    </Box>
  );
}
