import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { ROLE, ROLE_NAMES } from '@ventas/domain/permissions/roles';
import { navigationFor } from '@ventas/domain/permissions/web-navigation';
import { WEB_ROUTES, type WebActor } from '@ventas/domain/permissions/web-routes';
import { currentSection } from './menu-entries';
import { menuIcon } from './menu-icons';
import { VersionFooter } from './version-footer';

interface DrawerMenuProps {
  actor: WebActor;
  userName: string;
  /** The permanent drawer sits under the fixed top bar and needs its height as a spacer. */
  belowTopBar: boolean;
  onNavigate: () => void;
}

/**
 * SPEC §2: user name and role, the entries the user may see in order, a version footer. The
 * entries are a list of one link each; the link of the section holding the current page says so
 * (aria-current), as its highlight does. An entry's other screens are its tabs (SectionTabs).
 */
export function DrawerMenu({ actor, userName, belowTopBar, onNavigate }: DrawerMenuProps) {
  const { pathname } = useLocation();
  const entries = navigationFor(actor);
  const active = currentSection(pathname);

  return (
    <Box
      component="nav"
      aria-label="Menú principal"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      {belowTopBar && <Toolbar />}
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {userName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {ROLE_NAMES[actor.roleId]}
        </Typography>
      </Box>
      <Divider />
      <Box sx={{ flexGrow: 1, overflowY: 'auto' }}>
        <List>
          {entries.map((entry) => (
            <ListItem key={entry.route} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={WEB_ROUTES[entry.route].path}
                selected={entry.route === active}
                aria-current={entry.route === active ? 'page' : undefined}
                onClick={onNavigate}
              >
                <ListItemIcon>{menuIcon(entry.route)}</ListItemIcon>
                <ListItemText primary={entry.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Divider />
      <VersionFooter isSuperAdmin={actor.roleId === ROLE.SUPERADMIN} />
    </Box>
  );
}
