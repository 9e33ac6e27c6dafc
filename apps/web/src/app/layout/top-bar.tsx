import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { SEARCH_BAR_PATHS, type WebActor } from '@ventas/domain/permissions/web-routes';
import {
  RecordatoriosAgendados,
  recibeAvisosDeAgendados,
} from '../../features/recordatorios/recordatorios.public';
import { abrirPaleta } from '../command-palette/palette-shortcut';
import { DeveloperModeButton } from './developer-mode-button';
import { SearchField } from './search-field';
import { UserMenu } from './user-menu';

interface TopBarProps {
  actor: WebActor;
  /**
   * Wide screens: the drawer is permanent, sits under this bar and needs no button. Small ones:
   * the button opens a temporary drawer that covers this bar.
   */
  permanentDrawer: boolean;
  onMenuClick: () => void;
}

function hasSearchBar(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/$/, '');
  return SEARCH_BAR_PATHS.some((searchPath) => searchPath.toLowerCase() === path);
}

export function TopBar({ actor, permanentDrawer, onMenuClick }: TopBarProps) {
  const { pathname } = useLocation();

  return (
    <AppBar
      position="fixed"
      sx={permanentDrawer ? { zIndex: (theme) => theme.zIndex.drawer + 1 } : undefined}
    >
      <Toolbar sx={{ gap: 1 }}>
        {!permanentDrawer && (
          <IconButton color="inherit" edge="start" aria-label="Abrir menú" onClick={onMenuClick}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography variant="h6" component="div" noWrap sx={{ display: { xs: 'none', sm: 'block' } }}>
          Ventas
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {/* SPEC §2: the search field only on its listed paths; remounted per route. */}
        {hasSearchBar(pathname) && <SearchField key={pathname} />}
        {/* Issue 29: a SuperAdmin's developer mode, while it is on. */}
        <DeveloperModeButton actor={actor} />
        {/* Find anything (issue 15): the palette Ctrl+K opens, for whoever has no keyboard. */}
        <IconButton color="inherit" aria-label="Buscar clientes y pantallas (Ctrl+K)" onClick={abrirPaleta}>
          <SearchIcon />
        </IconButton>
        {/* Issue 31: the user's due callbacks, for those who call customers (decision 234). */}
        {recibeAvisosDeAgendados(actor) && <RecordatoriosAgendados />}
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
