import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MENSAJES_RECORDATORIOS } from '../recordatorios-messages';

/** The browser's notification permission, or 'unsupported' where there is no Notification API. */
function permisoActual(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Issue 31 §1: the agent allows browser notifications here, once; after that a callback that
 * falls due is announced outside the tab as well. Asked only on a click (browsers refuse a prompt
 * nobody asked for).
 */
export function PermisoNotificaciones() {
  const [permiso, setPermiso] = useState(permisoActual);
  if (permiso === 'unsupported' || permiso === 'granted') return null;
  if (permiso === 'denied')
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {MENSAJES_RECORDATORIOS.permisoDenegado}
      </Typography>
    );
  return (
    <Button
      size="small"
      sx={{ mt: 1 }}
      onClick={() => void Notification.requestPermission().then(setPermiso)}
    >
      {MENSAJES_RECORDATORIOS.permiso}
    </Button>
  );
}
