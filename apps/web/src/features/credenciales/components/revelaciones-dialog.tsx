import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { CampoSecreto, Credencial } from '@ventas/domain/credenciales/credenciales-contract';
import { MENSAJES_CREDENCIALES as M } from '@ventas/domain/credenciales/credenciales-mensajes';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { revelacionesQuery } from '../api/revelaciones-query';

const CAMPO: Record<CampoSecreto, string> = { password: 'la contraseña', cookie: 'la cookie' };

/** Who revealed this credential's secrets and when (Admin and above read it). */
export function RevelacionesDialog({ row, onClose }: { row: Credencial; onClose: () => void }) {
  const titleId = useId();
  const history = useQuery(revelacionesQuery(row.id));
  return (
    <Dialog open fullWidth maxWidth="sm" aria-labelledby={titleId} onClose={onClose}>
      <DialogTitle id={titleId}>Consultas de {row.nombre_portal}</DialogTitle>
      <DialogContent dividers>
        {history.isPending && <LinearProgress aria-label="Cargando el historial" />}
        {history.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void history.refetch()}>
                Reintentar
              </Button>
            }
          >
            {M.errorHistorial}
          </Alert>
        )}
        {history.data?.length === 0 && <Typography>Nadie ha mostrado todavía sus secretos.</Typography>}
        {history.data && history.data.length > 0 && (
          <List dense aria-label="Historial de consultas">
            {history.data.map((entry) => (
              <ListItem key={entry.id} disableGutters>
                <ListItemText
                  primary={`${entry.cuenta.nombre} mostró ${CAMPO[entry.campo]}`}
                  secondary={formatMadridDateTime(entry.revelado_el)}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
