import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import MailIcon from '@mui/icons-material/Mail';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { OPEN_ROUTES, WEB_ROUTES, canOpen } from '@ventas/domain/permissions/web-routes';
import { communicatesQuery } from '../../features/comunicados/api/communicates-query';
import { countUnreadToday } from '../../features/comunicados/unread-today';
import { loggedInActor } from '../../session/session-store';
import { useSession } from '../../session/use-session';

/**
 * SPEC §2: Comunicados (unread-count badge, links to the communications page) and log out; issue
 * 16 adds the password change. Issue 29: Comunicados only for whoever may open that page (not the
 * platform's accounts, whose distributor sells nothing).
 */
export function UserMenu() {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const actor = loggedInActor(useSession());
  const withComunicados = actor !== null && canOpen(actor, 'mizona');
  const { data, refetch } = useQuery({ ...communicatesQuery, enabled: withComunicados });
  // SPEC §9 notification check, repeated on each navigation so the badge stays current.
  // cancelRefetch: false joins the fetch already running on mount instead of restarting it.
  useEffect(() => {
    if (withComunicados) void refetch({ cancelRefetch: false });
  }, [pathname, refetch, withComunicados]);
  const unread = data ? countUnreadToday(data, dayjs()) : 0;
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Menú de usuario"
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge variant="dot" color="error" invisible={unread === 0}>
          <AccountCircleIcon />
        </Badge>
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {withComunicados && (
          <MenuItem component={RouterLink} to={WEB_ROUTES.mizona.path} onClick={close}>
            <ListItemIcon>
              <Badge badgeContent={unread} color="error">
                <MailIcon fontSize="small" />
              </Badge>
            </ListItemIcon>
            <ListItemText>Comunicados</ListItemText>
          </MenuItem>
        )}
        <MenuItem component={RouterLink} to={WEB_ROUTES.cambiarPassword.path} onClick={close}>
          <ListItemIcon>
            <KeyIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Cambiar contraseña</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to={OPEN_ROUTES.logout} onClick={close}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Cerrar sesión</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
