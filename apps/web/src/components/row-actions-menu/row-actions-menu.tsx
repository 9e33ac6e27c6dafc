import MoreVertIcon from '@mui/icons-material/MoreVert';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Fragment, useId, useState, type ReactElement } from 'react';

/** One entry of a row's menu. */
export interface RowAction<K extends string = string> {
  key: K;
  label: string;
  icon: ReactElement;
  /** In the error colour (delete). */
  destructive?: boolean;
  /** A line above it; by default a destructive action has one. */
  divider?: boolean;
}

interface RowActionsMenuProps<K extends string> {
  /** The row's name, for the button's accessible name. */
  name: string;
  actions: readonly RowAction<K>[];
  onAction: (key: K) => void;
}

/** A row's actions behind one button: it fits a phone's width as well as a desktop's. */
export function RowActionsMenu<K extends string>({ name, actions, onAction }: RowActionsMenuProps<K>) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (key: K) => {
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
        // The menu is portalled but React events still bubble to the grid row: keep them here.
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.stopPropagation()}
      >
        {actions.map((action) => (
          <Fragment key={action.key}>
            {(action.divider ?? action.destructive) && <Divider />}
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
