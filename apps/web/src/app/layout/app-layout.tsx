import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { bottomBarFor } from '@ventas/domain/permissions/web-navigation';
import { loggedInActor, mustChangePassword } from '../../session/session-store';
import { displayName } from '../../session/user-detail';
import { useSession } from '../../session/use-session';
import { WelcomeMessage } from '../../features/teletrabajo/welcome/welcome-message';
import { CommandPalette } from '../command-palette/command-palette';
import { LoggedInProviders } from '../logged-in-providers';
import { BottomBar } from './bottom-bar';
import { showsBottomBar } from './menu-entries';
import { NavDrawer } from './nav-drawer';
import { SectionTabs } from './section-tabs';
import { TopBar } from './top-bar';

const BOTTOM_BAR_SPACE = 9;

/** Top bar, side drawer and (extra-small screens) bottom bar around every logged-in screen. */
export function AppLayout() {
  const session = useSession();
  const actor = loggedInActor(session);
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const extraSmall = useMediaQuery((theme: Theme) => theme.breakpoints.only('xs'));
  // A login that began with the forced password change ends on its success notice, not on the
  // welcome (one snackbar at a time; a brand-new account has no callbacks to count anyway).
  const [startedWithPasswordChange] = useState(() => mustChangePassword(session));

  // The guard renders this only for a logged-in user; this covers the instant of a logout.
  if (!actor || !session.user) return null;
  // The platform's accounts have no sales entry to shortcut: no bar (issue 29).
  const withBottomBar = extraSmall && showsBottomBar(pathname) && bottomBarFor(actor).length > 0;

  // Issue 16: until the password an Admin set is changed, every call but the change answers 403,
  // so the bars, the drawer, the welcome and the palette (all of which ask the API) stay out. The
  // providers stay mounted across the change, so its success notice survives the switch.
  if (mustChangePassword(session)) {
    return (
      <LoggedInProviders>
        <Box component="main" sx={{ minHeight: '100dvh', p: 2, bgcolor: 'grey.100' }}>
          <Outlet />
        </Box>
      </LoggedInProviders>
    );
  }

  return (
    <LoggedInProviders>
      <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
        <TopBar actor={actor} permanentDrawer={wide} onMenuClick={() => setDrawerOpen((open) => !open)} />
        <NavDrawer
          actor={actor}
          userName={displayName(session.user)}
          permanent={wide}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
        />
        <Box
          component="main"
          sx={{
            flexGrow: 1,
            minWidth: 0,
            p: { xs: 2, md: 3 },
            // Per breakpoint, as `p` is: a bare value lost to `p`'s xs and left the last control under the bar.
            pb: withBottomBar ? { xs: BOTTOM_BAR_SPACE } : undefined,
          }}
        >
          <Toolbar />
          <SectionTabs actor={actor}>
            <Outlet />
          </SectionTabs>
        </Box>
        {withBottomBar && <BottomBar actor={actor} />}
        {!startedWithPasswordChange && <WelcomeMessage />}
        <CommandPalette />
      </Box>
    </LoggedInProviders>
  );
}
