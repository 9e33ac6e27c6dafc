import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SuperadminInicial } from '@ventas/domain/distribuidores/distribuidores-contract';
import { useId, type ReactNode } from 'react';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';

interface CredencialInicialDialogProps {
  titulo: string;
  /** The SuperAdmin just made, or null when none was (a distributor created without one). */
  superadmin: SuperadminInicial | null;
  /** What is said before the credential (the new distributor's address). */
  children?: ReactNode;
  onClose: () => void;
}

/**
 * A first SuperAdmin and their one-time password, shown this once: the API keeps only its hash,
 * and this screen keeps it only while the dialog is open. It closes only through its button, so
 * a stray click or Escape does not lose it.
 */
export function CredencialInicialDialog({
  titulo,
  superadmin,
  children,
  onClose,
}: CredencialInicialDialogProps) {
  const titleId = useId();
  const snackbar = useSnackbar();
  const copiar = async (password: string) => {
    try {
      await navigator.clipboard.writeText(password);
      snackbar.showInfo('Contraseña copiada al portapapeles');
    } catch {
      snackbar.showError('No se ha podido copiar: selecciónela y cópiela a mano');
    }
  };
  return (
    <Dialog open aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{titulo}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {children}
          {superadmin && (
            <>
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
                <Button
                  size="small"
                  startIcon={<ContentCopyIcon />}
                  onClick={() => void copiar(superadmin.password_inicial)}
                >
                  Copiar contraseña
                </Button>
              </Stack>
              <Alert severity="warning">
                Esta contraseña no se volverá a mostrar. Cópiela ahora y entréguela por un canal seguro: al
                entrar por primera vez se le pedirá cambiarla.
              </Alert>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {superadmin ? 'Ya la he copiado' : 'Cerrar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
