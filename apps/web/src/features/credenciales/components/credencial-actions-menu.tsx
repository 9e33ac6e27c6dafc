import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import KeyIcon from '@mui/icons-material/Key';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type ReactElement } from 'react';

export type CredencialAction = 'mostrar' | 'editar' | 'historial' | 'borrar';

const ACTIONS: Record<CredencialAction, { label: string; icon: ReactElement; writes: boolean }> = {
  mostrar: { label: 'Mostrar', icon: <KeyIcon fontSize="small" />, writes: true },
  editar: { label: 'Editar', icon: <EditIcon fontSize="small" />, writes: true },
  historial: { label: 'Historial de consultas', icon: <HistoryIcon fontSize="small" />, writes: false },
  borrar: { label: 'Borrar', icon: <DeleteIcon fontSize="small" color="error" />, writes: true },
};

/**
 * A row's actions behind one button (fits 360 px). An Admin only reads the reveal history; the
 * SuperAdmin also reveals, edits and deletes.
 */
export function CredencialActionsMenu(props: {
  name: string;
  canWrite: boolean;
  onAction: (action: CredencialAction) => void;
}) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const keys = (Object.keys(ACTIONS) as CredencialAction[]).filter(
    (key) => props.canWrite || !ACTIONS[key].writes,
  );
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Acciones de ${props.name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => {
          // A click on the row opens it: the menu button must not.
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.stopPropagation()}
      >
        {keys.map((key) => (
          <MenuItem
            key={key}
            onClick={() => {
              setAnchor(null);
              props.onAction(key);
            }}
            sx={key === 'borrar' ? { color: 'error.main' } : undefined}
          >
            <ListItemIcon>{ACTIONS[key].icon}</ListItemIcon>
            <ListItemText>{ACTIONS[key].label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
