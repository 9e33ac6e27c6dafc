import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { Credencial } from '@ventas/domain/credenciales/credenciales-contract';
import { MENSAJES_CREDENCIALES as M } from '@ventas/domain/credenciales/credenciales-mensajes';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { credencialesKeys } from '../api/credenciales-keys';
import { revelarCredencial } from '../api/revelar-credencial';

/**
 * "Mostrar" (SuperAdmin): nothing is asked of the API until the user confirms, knowing the reveal
 * is recorded; then the password and the cookie, each with a copy button.
 */
export function RevelarDialog({ row, onClose }: { row: Credencial; onClose: () => void }) {
  const titleId = useId();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const reveal = useMutation({
    mutationFn: () => revelarCredencial(row.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: credencialesKeys.revelaciones(row.id) }),
    onError: (error) => snackbar.showError(M.errorRevelar, error),
  });
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      snackbar.showInfo(M.copiada);
    } catch {
      snackbar.showError(M.errorCopiar);
    }
  };
  const secret = (label: string, value: string | null) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Stack sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Typography
          component="code"
          aria-label={label}
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', userSelect: 'all' }}
        >
          {value ?? 'No guardada'}
        </Typography>
      </Stack>
      {value !== null && (
        <IconButton aria-label={`Copiar ${label.toLowerCase()}`} onClick={() => void copy(value)}>
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );

  return (
    <Dialog open fullWidth maxWidth="sm" aria-labelledby={titleId} onClose={onClose}>
      <DialogTitle id={titleId}>Credencial de {row.nombre_portal}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Alert severity="info">Mostrar la contraseña y la cookie queda registrado: quién y cuándo.</Alert>
          {row.username && secret('Usuario', row.username)}
          {reveal.data && secret('Contraseña', reveal.data.password)}
          {reveal.data && secret('Cookie', reveal.data.cookie)}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          Cerrar
        </Button>
        {!reveal.data && (
          <Button variant="contained" onClick={() => reveal.mutate()} disabled={reveal.isPending} autoFocus>
            Mostrar
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
