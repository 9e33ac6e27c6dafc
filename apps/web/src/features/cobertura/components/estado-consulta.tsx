import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { MENSAJES_COBERTURA } from '../cobertura-messages';

/** A lookup on its way; the client gives up at 20 s (tiempo-limite.ts), so this never stays. */
export function Cargando({ texto }: { texto: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
      <CircularProgress size={20} aria-hidden />
      <Typography color="text.secondary">{texto}</Typography>
    </Box>
  );
}

/**
 * SPEC §8 "Silent failures": a coverage failure has no snackbar; the dialog says, neutrally, that
 * the operator is not available now, and offers to ask again.
 */
export function NoDisponible({
  texto = MENSAJES_COBERTURA.noDisponible,
  onReintentar,
}: {
  texto?: string;
  onReintentar: () => void;
}) {
  return (
    <Alert
      severity="info"
      variant="outlined"
      sx={{ my: 1 }}
      action={
        <Button color="inherit" size="small" onClick={onReintentar}>
          Reintentar
        </Button>
      }
    >
      {texto}
    </Alert>
  );
}

/** A lookup that answered with nothing to show. */
export function SinResultados({ texto }: { texto: string }) {
  return (
    <Typography role="status" color="text.secondary" sx={{ py: 2 }}>
      {texto}
    </Typography>
  );
}
