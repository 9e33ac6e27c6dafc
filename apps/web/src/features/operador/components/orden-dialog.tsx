import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import type { Orden } from '@ventas/domain/proveedores/proveedores-contract';
import { MENSAJES_PROVEEDOR as M } from '@ventas/domain/proveedores/proveedores-mensajes';
import { formatDay } from '@ventas/domain/time/madrid';
import { useId, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { descargarContrato, ordenDetalleQuery } from '../api/ordenes-calls';
import type { PaquetesCliente } from '../cliente-operador';
import { ActualizarPaquete } from './actualizar-paquete';
import { EstadoOrdenChip } from './estado-orden-chip';
import { NoDisponible } from '../../../components/no-disponible/no-disponible';
import { OrdenHistorial } from './orden-historial';
import { Cargando } from './vista-estado';

interface OrdenDialogProps {
  slug: string;
  /** The customer's packages, one of which the order can update. */
  paquetes: PaquetesCliente;
  orden: Orden;
  onClose: () => void;
}

/** One operator order: its detail and history, the contract PDF and the package update. */
export function OrdenDialog({ slug, paquetes, orden, onClose }: OrdenDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const snackbar = useSnackbar();
  const detalle = useQuery(ordenDetalleQuery(slug, orden.order_id));
  const [descargando, setDescargando] = useState(false);
  // The detail is the fresher word on the order; the row stands in until it comes.
  const actual = detalle.data ?? orden;
  const contractId = actual.contract_id;

  async function descargar(contractId: string): Promise<void> {
    setDescargando(true);
    try {
      await descargarContrato(slug, contractId);
    } catch (error) {
      snackbar.showError(M.contratoPdfError, error);
    } finally {
      setDescargando(false);
    }
  }

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{`Orden ${orden.order_id}`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {detalle.isError ? (
            // SPEC §8 "Silent failures": orders show no message.
            <NoDisponible onRetry={() => void detalle.refetch()} retrying={detalle.isFetching} />
          ) : detalle.isPending ? (
            <Cargando label="Cargando la orden" />
          ) : (
            <>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <EstadoOrdenChip estado={detalle.data.estado} />
                <Typography variant="body2">
                  {[detalle.data.producto, detalle.data.msisdn, formatDay(detalle.data.fecha)]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
              {detalle.data.direccion_instalacion && (
                <Typography variant="body2" color="text.secondary">
                  Instalación: {detalle.data.direccion_instalacion}
                </Typography>
              )}
              <Typography variant="subtitle2" component="h3">
                Historial
              </Typography>
              <OrdenHistorial historial={detalle.data.historial} />
            </>
          )}
          <Divider />
          <ActualizarPaquete paquetes={paquetes} orden={actual} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {contractId && (
          <Button
            startIcon={descargando ? <CircularProgress size={18} /> : <DownloadIcon />}
            disabled={descargando}
            onClick={() => void descargar(contractId)}
          >
            Descargar contrato
          </Button>
        )}
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
