import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { MENSAJES_PROVEEDOR } from '@ventas/domain/proveedores/proveedores-mensajes';
import { errorDetail, isApiError } from '../../../api/api-error';

/**
 * SPEC §8 "Silent failures" (orders, resources): no snackbar, only this neutral note in place of
 * the answer, with a way to ask again, so the view never waits forever. A 409 is not the
 * provider's failure but a fact of ours (the customer has no document, the distributor no
 * credential): its sentence is shown instead, so the agent knows what to fix.
 */
export function NoDisponible({
  onRetry,
  retrying,
  error,
}: {
  onRetry: () => void;
  retrying?: boolean;
  error?: unknown;
}) {
  const propio = isApiError(error) && error.status === 409 ? errorDetail(error) : undefined;
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" disabled={retrying} onClick={onRetry}>
          Reintentar
        </Button>
      }
    >
      {propio ?? MENSAJES_PROVEEDOR.noDisponible}
    </Alert>
  );
}
