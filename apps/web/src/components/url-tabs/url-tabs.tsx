import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

/** The `?tab=` parameter a screen of tabs keeps its tab in. */
export const TAB_PARAM = 'tab';

interface UrlTabsProps {
  tabs: readonly { key: string; label: string }[];
  /** The tab shown (the screen resolves `?tab=` against the tabs the person may see). */
  current: string;
  label: string;
  /** The panel's id, which each tab controls. */
  panelId: string;
  children: ReactNode;
}

/**
 * A screen of tabs whose tab lives in the URL (/ManagementBase, /databaseManagement), so a reload
 * or a shared link opens the same one; changing tab starts that tab afresh.
 */
export function UrlTabs({ tabs, current, label, panelId, children }: UrlTabsProps) {
  const [, setParams] = useSearchParams();
  return (
    <Box>
      <Tabs
        value={current}
        onChange={(_event, key: string) => setParams({ [TAB_PARAM]: key })}
        variant="scrollable"
        // Always there: with "auto" the arrows appear after MUI has scrolled the selected tab into
        // view, and a tab opened from the URL (?tab=auditoria) ended half under the right arrow.
        scrollButtons
        allowScrollButtonsMobile
        aria-label={label}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            label={tab.label}
            id={`tab-${tab.key}`}
            aria-controls={panelId}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={`tab-${current}`} key={current}>
        {children}
      </Box>
    </Box>
  );
}
