import MoreVertIcon from '@mui/icons-material/MoreVert';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Fragment, useId, useState, type ReactElement } from 'react';

/** One entry of a row's menu. */
export interface RowAction {
  key: string;
  label: string;
  icon: ReactElement;
  /** Set apart and in the error colour (delete). */
  destructive?: boolean;
}

interface RowActionsMenuProps {
  /** The row's name, for the button's accessible name. */
  name: string;
  actions: readonly RowAction[];
  onAction: (key: string) => void;
}

/** A row's actions behind one button: it fits a phone's width as well as a desktop's. */
export function RowActionsMenu({ name, actions, onAction }: RowActionsMenuProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (key: string) => {
    setAnchor(null);
    onAction(key);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Acciones de ${name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => {
          // The row itself opens the form on click: the menu button must not.
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
        // The menu is portalled but React events still bubble to the grid row: keep them here.
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.stopPropagation()}
      >
        {actions.map((action) => (
          <Fragment key={action.key}>
            {action.destructive && <Divider />}
            <MenuItem
              onClick={() => pick(action.key)}
              sx={action.destructive ? { color: 'error.main' } : undefined}
            >
              <ListItemIcon sx={action.destructive ? { color: 'error.main' } : undefined}>
                {action.icon}
              </ListItemIcon>
              <ListItemText>{action.label}</ListItemText>
            </MenuItem>
          </Fragment>
        ))}
      </Menu>
    </>
  );
}
