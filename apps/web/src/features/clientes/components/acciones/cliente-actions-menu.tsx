import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/Event';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SentimentDissatisfiedIcon from '@mui/icons-material/SentimentDissatisfied';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type MouseEvent, type ReactElement } from 'react';
import { ACTION_LABELS, type ClienteAction, type ClienteRef } from './cliente-action';

const ICONS: Record<ClienteAction, ReactElement> = {
  abrir: <EditIcon fontSize="small" />,
  ver: <VisibilityIcon fontSize="small" />,
  agendar: <EventIcon fontSize="small" />,
  noInteresado: <SentimentDissatisfiedIcon fontSize="small" />,
  nota: <NoteAddIcon fontSize="small" />,
  gestion: <TaskAltIcon fontSize="small" />,
  oferta: <RequestQuoteIcon fontSize="small" />,
  eliminar: <DeleteIcon fontSize="small" color="error" />,
};

interface ClienteActionsMenuProps {
  cliente: ClienteRef;
  /** SPEC/decisions 16: only Admin and above delete customers. */
  canDelete: boolean;
  onAction: (action: ClienteAction, cliente: ClienteRef) => void;
  /** 'row': an icon button with open/view entries; 'form': a text button without them. */
  variant: 'row' | 'form';
}

export function ClienteActionsMenu({ cliente, canDelete, onAction, variant }: ClienteActionsMenuProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const actions: ClienteAction[] = [
    ...(variant === 'row' ? (['abrir', 'ver'] as const) : []),
    'agendar',
    'noInteresado',
    'nota',
    'gestion',
    'oferta',
  ];
  const pick = (action: ClienteAction) => {
    setAnchor(null);
    onAction(action, cliente);
  };
  const triggerProps = {
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? true : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => {
      event.stopPropagation();
      setAnchor(event.currentTarget);
    },
  };

  return (
    <>
      {variant === 'row' ? (
        <IconButton size="small" aria-label={`Acciones de ${cliente.nombre}`} {...triggerProps}>
          <MoreVertIcon fontSize="small" />
        </IconButton>
      ) : (
        <Button startIcon={<MoreVertIcon />} {...triggerProps}>
          Acciones
        </Button>
      )}
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
          <MenuItem key={action} onClick={() => pick(action)}>
            <ListItemIcon>{ICONS[action]}</ListItemIcon>
            <ListItemText>{ACTION_LABELS[action]}</ListItemText>
          </MenuItem>
        ))}
        {canDelete && <Divider />}
        {canDelete && (
          <MenuItem onClick={() => pick('eliminar')} sx={{ color: 'error.main' }}>
            <ListItemIcon>{ICONS.eliminar}</ListItemIcon>
            <ListItemText>{ACTION_LABELS.eliminar}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
