import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { Link as RouterLink, useLocation } from 'react-router';
import { bottomBarFor } from '@ventas/domain/permissions/web-navigation';
import { WEB_ROUTES, type WebActor } from '@ventas/domain/permissions/web-routes';
import { currentSection } from './menu-entries';
import { menuIcon } from './menu-icons';

/**
 * Each entry as wide as its label needs, the spare width shared out: the admin's five labels fit
 * a 360 px phone on one line, where equal fifths would cut 'Administración' and 'ÁreaPersonal'.
 * Labels are 11 px (a phone tab bar's size): at 12 px the five took ~360 px in a wide fallback
 * font (DejaVu Sans, when the system has no Roboto) and touched the edges. The current label
 * keeps its size (MUI enlarges it, which would overflow) and reads in medium weight instead.
 */
const LABEL_SIZE = '0.6875rem';
const actionSx = {
  minWidth: 0,
  flex: '1 1 auto',
  px: 0.25,
  '& .MuiBottomNavigationAction-label': { whiteSpace: 'nowrap', fontSize: LABEL_SIZE },
  '& .MuiBottomNavigationAction-label.Mui-selected': { fontSize: LABEL_SIZE, fontWeight: 500 },
} as const;

/** SPEC §2: bottom bar for extra-small screens, entries filtered by the shared table. */
export function BottomBar({ actor }: { actor: WebActor }) {
  const { pathname } = useLocation();
  const entries = bottomBarFor(actor);
  const section = currentSection(pathname);
  const active = entries.find((entry) => entry.route === section);

  return (
    <Paper
      component="nav"
      aria-label="Navegación inferior"
      elevation={3}
      sx={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar }}
    >
      <BottomNavigation showLabels value={active?.route ?? null}>
        {entries.map((entry) => (
          <BottomNavigationAction
            key={entry.route}
            value={entry.route}
            label={entry.label}
            icon={menuIcon(entry.route)}
            component={RouterLink}
            to={WEB_ROUTES[entry.route].path}
            aria-current={entry === active ? 'page' : undefined}
            sx={actionSx}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
