import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { MENSAJES_RECORDATORIOS } from '../recordatorios-messages';
import { PermisoNotificaciones } from './permiso-notificaciones';
import { VencidosEquipo } from './vencidos-equipo';
import { VencidosPropios } from './vencidos-propios';

interface Props {
  /** The user's callbacks due at this instant. */
  cuenta: number;
  /** A Manager's own id: their team's due callbacks follow their own. Null for a Comercial. */
  manager: number | null;
}

/**
 * Issue 31 §1: the top bar's bell. Its badge counts the user's callbacks already due and not yet
 * moved or closed; it opens their list (read then), each with its quick answers, so none is
 * forgotten.
 */
export function CampanaAgendados({ cuenta, manager }: Props) {
  const [ancla, setAncla] = useState<HTMLElement | null>(null);
  const titulo = useId();
  const cerrar = () => setAncla(null);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={MENSAJES_RECORDATORIOS.campana(cuenta)}
        aria-haspopup="dialog"
        onClick={(event) => setAncla(event.currentTarget)}
      >
        <Badge badgeContent={cuenta} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={ancla !== null}
        anchorEl={ancla}
        onClose={cerrar}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titulo,
            sx: { width: 380, maxWidth: 'calc(100vw - 16px)', maxHeight: '70vh', p: 2 },
          },
        }}
      >
        <Typography id={titulo} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {MENSAJES_RECORDATORIOS.titulo}
        </Typography>
        <VencidosPropios propio={manager} total={cuenta} onAbrir={cerrar} />
        {manager !== null && <VencidosEquipo propio={manager} onNavegar={cerrar} />}
        <PermisoNotificaciones />
      </Popover>
    </>
  );
}
