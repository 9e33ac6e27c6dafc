import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { navigationFor } from '@ventas/domain/permissions/web-navigation';
import { WEB_ROUTES, type WebActor } from '@ventas/domain/permissions/web-routes';
import { screenRouteAt } from '../route-guard/route-name';
import { currentSection } from './menu-entries';

const PANEL_ID = 'seccion-pantalla';
const tabId = (route: string) => `seccion-tab-${route}`;

interface SectionTabsProps {
  actor: WebActor;
  /** The screen on display, which becomes the panel the tabs control. */
  children: ReactNode;
}

/**
 * Issue 29: the screens of the current drawer entry (Gerencia, RetailX, ÁreaPersonal) as tabs above
 * the screen, each a link to its own URL, so every screen is one click from its entry. Arrow keys
 * move between tabs and Enter opens one (MUI's tablist); the current tab is aria-current too. The
 * tabs scroll sideways on a phone instead of widening the page.
 */
export function SectionTabs({ actor, children }: SectionTabsProps) {
  const { pathname } = useLocation();
  const section = currentSection(pathname);
  const entry = navigationFor(actor).find((candidate) => candidate.route === section);
  if (!entry || entry.tabs.length === 0) return children;
  const route = screenRouteAt(pathname);
  // On the entry's own path (a redirect on its way to a tab) no tab is current yet.
  const current = entry.tabs.find((screen) => screen.route === route)?.route ?? false;

  return (
    <>
      <Tabs
        value={current}
        variant="scrollable"
        // Always there, as UrlTabs has them: with "auto" a tab far right could end under the arrow.
        scrollButtons
        allowScrollButtonsMobile
        aria-label={`Pantallas de ${entry.label}`}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {entry.tabs.map((screen) => (
          <Tab
            key={screen.route}
            value={screen.route}
            label={screen.label}
            component={RouterLink}
            to={WEB_ROUTES[screen.route].path}
            id={tabId(screen.route)}
            aria-controls={PANEL_ID}
            aria-current={screen.route === current ? 'page' : undefined}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={PANEL_ID} aria-labelledby={current ? tabId(current) : undefined}>
        {children}
      </Box>
    </>
  );
}
