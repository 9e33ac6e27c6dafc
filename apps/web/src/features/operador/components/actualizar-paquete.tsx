import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { estadoPaqueteDeOrden } from '@ventas/domain/proveedores/estado-orden';
import { MENSAJES_PROVEEDOR as M } from '@ventas/domain/proveedores/proveedores-mensajes';
import type { Orden } from '@ventas/domain/proveedores/proveedores-contract';
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { actualizarPaquete } from '../api/paquete-calls';
import type { PaquetesCliente } from '../cliente-operador';
import { PaqueteSelect } from './paquete-select';

interface ActualizarPaqueteProps {
  /** The customer's packages, as the customer dialog reads them. */
  paquetes: PaquetesCliente;
  orden: Pick<Orden, 'order_id' | 'estado'>;
}

/**
 * "Actualizar paquete": one of the customer's packages takes the order's state and id (SPEC §4).
 * The package already holding this order comes chosen; the agent may pick another.
 */
export function ActualizarPaquete({ paquetes, orden }: ActualizarPaqueteProps) {
  const snackbar = useSnackbar();
  const [elegido, setElegido] = useState<number | null>(null);
  const estado = estadoPaqueteDeOrden(orden.estado);
  const lista = paquetes.data ?? [];
  // A choice counts while its package is still listed (a refresh may drop a cancelled one).
  const paqueteId = lista.some((p) => p.id === elegido)
    ? elegido
    : (lista.find((p) => p.order_id === orden.order_id)?.id ?? null);
  const actualizar = useMutation({
    mutationFn: (args: { id: number; estado: string }) =>
      actualizarPaquete(args.id, { estado: args.estado, order_id: orden.order_id }),
    onSuccess: () => {
      snackbar.showSuccess('Paquete actualizado');
      // The package's state and order changed: the list here and the customer's Contratos tab (one query).
      void paquetes.refetch();
    },
    onError: (error) => snackbar.showError(M.paquetesError, error),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (estado !== null && paqueteId !== null) actualizar.mutate({ id: paqueteId, estado });
  };

  return (
    <Stack component="form" aria-label="Actualizar paquete" noValidate onSubmit={submit} spacing={1}>
      <Typography variant="subtitle2" component="h3">
        Actualizar paquete
      </Typography>
      {estado === null && (
        <Typography variant="body2" color="text.secondary">
          El estado de esta orden no se puede llevar a un paquete.
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <PaqueteSelect
          paquetes={paquetes}
          value={paqueteId}
          onChange={setElegido}
          disabled={estado === null}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={estado === null || paqueteId === null || actualizar.isPending}
          startIcon={actualizar.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          Actualizar paquete
        </Button>
      </Stack>
    </Stack>
  );
}
