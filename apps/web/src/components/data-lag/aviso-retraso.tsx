import Typography from '@mui/material/Typography';
import { useRetrasoDatos } from './data-lag-store';
import { EXPLICACION_RETRASO, textoRetraso } from './texto-retraso';

/**
 * "Datos de hace N s" beside figures that may come from the standby (issue 30), only once the
 * lag is worth saying (RETRASO_VISIBLE_S); nothing otherwise.
 */
export function AvisoRetraso() {
  const texto = textoRetraso(useRetrasoDatos());
  if (!texto) return null;
  return (
    <Typography
      role="status"
      variant="body2"
      color="text.secondary"
      title={EXPLICACION_RETRASO}
      sx={{ mt: -1.5, mb: 1.5 }}
    >
      {texto}
    </Typography>
  );
}
