import NotificationsIcon from '@mui/icons-material/Notifications';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { AgendadoView } from '@ventas/domain/telework/atenciones-contract';
import { MENSAJES_RECORDATORIOS } from '../recordatorios-messages';
import { AccionesRapidas } from './acciones-rapidas';
import { AgendadoResumen } from './agendado-resumen';
import { PermisoNotificaciones } from './permiso-notificaciones';
import { VencidosEquipo } from './vencidos-equipo';

interface Props {
  query: UseQueryResult<AgendadoView[]>;
  vencidos: readonly AgendadoView[];
  /** A Manager's own id: their team's due callbacks follow their own. Null for a Comercial. */
  manager: number | null;
}

/**
 * Issue 31 §1: the top bar's bell. Its badge counts the user's callbacks already due and not yet
 * moved or closed; it opens their list, each with its quick answers, so none is forgotten.
 */
export function CampanaAgendados({ query, vencidos, manager }: Props) {
  const [ancla, setAncla] = useState<HTMLElement | null>(null);
  const titulo = useId();
  const cerrar = () => setAncla(null);
  const n = vencidos.length;

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={MENSAJES_RECORDATORIOS.campana(n)}
        aria-haspopup="dialog"
        onClick={(event) => setAncla(event.currentTarget)}
      >
        <Badge badgeContent={n} color="error" max={99}>
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
        {query.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={24} aria-label={MENSAJES_RECORDATORIOS.cargando} />
          </Box>
        ) : query.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {MENSAJES_RECORDATORIOS.reintentar}
              </Button>
            }
          >
            {MENSAJES_RECORDATORIOS.error}
          </Alert>
        ) : n === 0 ? (
          <Typography color="text.secondary">{MENSAJES_RECORDATORIOS.ninguno}</Typography>
        ) : (
          <Box
            component="ul"
            aria-label={MENSAJES_RECORDATORIOS.titulo}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {vencidos.map((agendado) => (
              <Box
                component="li"
                key={agendado.id}
                sx={{ py: 1, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.75 }}
              >
                <AgendadoResumen agendado={agendado} onAbrir={cerrar} />
                <AccionesRapidas agendado={agendado} />
              </Box>
            ))}
          </Box>
        )}
        {manager !== null && <VencidosEquipo propio={manager} onNavegar={cerrar} />}
        <PermisoNotificaciones />
      </Popover>
    </>
  );
}
