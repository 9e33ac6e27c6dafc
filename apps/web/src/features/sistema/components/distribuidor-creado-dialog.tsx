import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DistribuidorCreado } from '@ventas/domain/distribuidores/distribuidores-contract';
import { useId } from 'react';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { direccionDistribuidor } from '../model/direccion-distribuidor';

/**
 * The new distributor's first SuperAdmin and their one-time password, shown this once: the API
 * keeps only its hash, and this screen keeps it only while the dialog is open. It closes only
 * through its button, so a stray click or Escape does not lose it.
 */
export function DistribuidorCreadoDialog({
  creado,
  onClose,
}: {
  creado: DistribuidorCreado;
  onClose: () => void;
}) {
  const titleId = useId();
  const snackbar = useSnackbar();
  const { distribuidor, superadmin } = creado;
  const direccion = direccionDistribuidor(distribuidor.subdomain, window.location);
  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(superadmin.password_inicial);
      snackbar.showInfo('Contraseña copiada al portapapeles');
    } catch {
      snackbar.showError('No se ha podido copiar: selecciónala y cópiala a mano');
    }
  };
  return (
    <Dialog open aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Distribuidor {distribuidor.name} creado</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            Dirección: <Link href={direccion}>{direccion}</Link>
          </Typography>
          <Typography>
            Usuario de su SuperAdmin: <strong>{superadmin.username}</strong>
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography>Contraseña inicial:</Typography>
            <Typography
              component="code"
              aria-label="Contraseña inicial"
              sx={{
                fontFamily: 'monospace',
                fontSize: '1.1rem',
                userSelect: 'all',
                overflowWrap: 'anywhere',
              }}
            >
              {superadmin.password_inicial}
            </Typography>
            <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copiar()}>
              Copiar contraseña
            </Button>
          </Stack>
          <Alert severity="warning">
            Esta contraseña no se volverá a mostrar. Cópiala ahora y entrégala por un canal seguro: al entrar
            por primera vez se le pedirá cambiarla.
          </Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Ya la he copiado
        </Button>
      </DialogActions>
    </Dialog>
  );
}
