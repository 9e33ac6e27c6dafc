import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { MENSAJES_PROVEEDOR } from '@ventas/domain/proveedores/proveedores-mensajes';
import { errorDetail, isApiError } from '../../api/api-error';

/**
 * Issue 18, SPEC §8 "Silent failures" (coverage, orders, resources, offers tracking): no
 * snackbar, only this neutral note in place of the answer, with a way to ask again, so a view
 * never waits forever. A 409 is not the provider's failure but a fact of ours (the customer has no
 * document, the distributor no credential): its sentence is shown instead, so the user knows what
 * to fix. `texto` replaces the default sentence (e.g. "the operator did not authorise").
 */
export function NoDisponible({
  onRetry,
  retrying,
  error,
  texto,
}: {
  onRetry: () => void;
  retrying?: boolean;
  error?: unknown;
  texto?: string;
}) {
  const propio = isApiError(error) && error.status === 409 ? errorDetail(error) : undefined;
  return (
    <Alert
      severity="info"
      sx={{ my: 1 }}
      action={
        <Button color="inherit" size="small" disabled={retrying} onClick={onRetry}>
          Reintentar
        </Button>
      }
    >
      {propio ?? texto ?? MENSAJES_PROVEEDOR.noDisponible}
    </Alert>
  );
}
