import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MENSAJES_PROTECCION as M } from '@ventas/domain/proteccion-datos/proteccion-datos-contract';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { errorDetail } from '../../../api/api-error';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { descargarDatosCliente, estadoSupresionQuery } from '../api/proteccion-datos-calls';
import { SuprimirDialog } from './suprimir-dialog';

/**
 * The customer dialog's "Protección de datos" tab (Admin and above, issue 17): answer the
 * person's right of access (download everything held on them) and right to erasure.
 */
export function ProteccionDatosCliente({ clienteId }: { clienteId: number }) {
  const snackbar = useSnackbar();
  const estado = useQuery(estadoSupresionQuery(clienteId));
  const [descargando, setDescargando] = useState(false);
  const [suprimir, setSuprimir] = useState(false);

  async function descargar(): Promise<void> {
    setDescargando(true);
    try {
      await descargarDatosCliente(clienteId);
    } catch (error) {
      snackbar.showError(errorDetail(error) ?? M.errorAcceso, error);
    } finally {
      setDescargando(false);
    }
  }

  if (estado.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Cargando" />
      </Box>
    );
  if (estado.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void estado.refetch()}>
            Reintentar
          </Button>
        }
      >
        {errorDetail(estado.error) ?? 'No se ha podido cargar el estado de los datos del cliente'}
      </Alert>
    );

  const suprimidoEl = estado.data.suprimido_el;
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      {suprimidoEl && (
        <Alert severity="info">
          Los datos personales de este cliente se suprimieron el {formatMadridDateTime(suprimidoEl)}. Sus
          teléfonos están en la lista de no llamar y sus ventas siguen contando.
        </Alert>
      )}
      <Box>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          Derecho de acceso
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Un fichero Excel con todo lo que se guarda de este cliente: ficha, teléfonos, atenciones, ofertas,
          notas, lista de no llamar y registro de actividad.
        </Typography>
        <Button
          variant="outlined"
          startIcon={descargando ? <CircularProgress size={18} /> : <DownloadIcon />}
          disabled={descargando}
          onClick={() => void descargar()}
        >
          Descargar sus datos
        </Button>
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          Derecho de supresión
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Borra el nombre, el documento, el email, la dirección, los teléfonos, las notas y los comentarios de
          este cliente. Sus ventas siguen contando en las cifras. No se puede deshacer.
        </Typography>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteForeverOutlinedIcon />}
          disabled={suprimidoEl !== null}
          onClick={() => setSuprimir(true)}
        >
          Suprimir sus datos
        </Button>
      </Box>
      {suprimir && <SuprimirDialog clienteId={clienteId} onClose={() => setSuprimir(false)} />}
    </Stack>
  );
}
