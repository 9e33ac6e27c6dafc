import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ACTIVIDAD_CLIENTE_MAX } from '@ventas/domain/auditoria/auditoria-contract';
import { isApiError } from '../../../api/api-error';
import { actividadClienteQuery } from '../api/actividad-cliente-query';
import { ActividadEntrada } from './actividad-entrada';

export const SIN_ACTIVIDAD = 'Sin actividad registrada';
export const ACTIVIDAD_ERROR = 'No se ha podido cargar la actividad del cliente.';
export const ACTIVIDAD_PROHIBIDA = 'No tiene permiso para ver la actividad de este cliente.';

/**
 * The customer dialog's "Actividad" tab (issue 17): who changed what in the customer's record,
 * phones, attentions, offers and packages, newest first. Mounted only when the tab opens, so the
 * log is asked for then and not with every customer.
 */
export function ActividadCliente({ clienteId }: { clienteId: number }) {
  const query = useQuery(actividadClienteQuery(clienteId));
  if (query.isPending)
    return (
      <Box aria-busy="true" aria-label="Cargando actividad">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={56} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  // A refusal is not a failure: retrying would answer the same.
  if (isApiError(query.error) && query.error.status === 403)
    return <Alert severity="info">{ACTIVIDAD_PROHIBIDA}</Alert>;
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        }
      >
        {ACTIVIDAD_ERROR}
      </Alert>
    );
  if (query.data.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {SIN_ACTIVIDAD}
      </Typography>
    );
  return (
    <>
      {query.data.length >= ACTIVIDAD_CLIENTE_MAX && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {`Se muestran los ${ACTIVIDAD_CLIENTE_MAX} movimientos más recientes.`}
        </Typography>
      )}
      <List disablePadding aria-label="Actividad del cliente">
        {query.data.map((entrada) => (
          <ActividadEntrada key={entrada.id} entrada={entrada} />
        ))}
      </List>
    </>
  );
}
