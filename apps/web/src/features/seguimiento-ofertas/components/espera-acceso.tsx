import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { AccesoSeguimiento } from '../model/use-acceso-seguimiento';
import { MENSAJES_SEGUIMIENTO } from '../seguimiento-messages';
import { NoDisponible } from '../../../components/no-disponible/no-disponible';

/** SPEC §4/§9: what the screen shows until the provider grants access (or the person gives up). */
export function EsperaAcceso({ acceso }: { acceso: AccesoSeguimiento }) {
  switch (acceso.estado) {
    case 'concedido':
      return null;
    case 'comprobando':
      return <LinearProgress aria-label="Comprobando el acceso" />;
    case 'noDisponible':
      return <NoDisponible onRetry={acceso.reintentar} />;
    case 'cancelado':
      return (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={acceso.reintentar}>
              Reintentar
            </Button>
          }
        >
          {MENSAJES_SEGUIMIENTO.accesoCancelado}
        </Alert>
      );
    case 'esperando':
      return (
        <Box role="status" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Typography sx={{ mb: 1.5 }}>{MENSAJES_SEGUIMIENTO.esperandoAcceso}</Typography>
          <LinearProgress aria-label="Esperando acceso" sx={{ mb: 1.5 }} />
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {`Intento ${acceso.intentos}`}
            </Typography>
            <Button variant="outlined" size="small" onClick={acceso.cancelar}>
              Cancelar
            </Button>
          </Box>
        </Box>
      );
  }
}
