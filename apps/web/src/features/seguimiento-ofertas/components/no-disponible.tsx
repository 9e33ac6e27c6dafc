import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { MENSAJES_SEGUIMIENTO } from '../seguimiento-messages';

/**
 * Issue 18 "Failures": the provider did not answer. A neutral notice in place of the answer (never
 * a spinner forever), with a way to ask again.
 */
export function NoDisponible({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Reintentar
        </Button>
      }
    >
      {MENSAJES_SEGUIMIENTO.noDisponible}
    </Alert>
  );
}
