import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { MENSAJES_PROVEEDOR } from '@ventas/domain/proveedores/proveedores-mensajes';

/**
 * SPEC §8 "Silent failures" (orders, resources): no snackbar, only this neutral note in place of
 * the answer, with a way to ask again, so the view never waits forever.
 */
export function NoDisponible({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" disabled={retrying} onClick={onRetry}>
          Reintentar
        </Button>
      }
    >
      {MENSAJES_PROVEEDOR.noDisponible}
    </Alert>
  );
}
