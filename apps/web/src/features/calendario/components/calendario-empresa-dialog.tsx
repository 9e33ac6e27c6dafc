import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { calendarioEmpresaQuery } from '../api/calendario-empresa-query';
import { MENSAJES_CALENDARIO } from '../calendario-messages';
import { CalendarioEmpresaForm } from './calendario-empresa-form';

/** Admin: where the company works (its regional days) and its own days off. */
export function CalendarioEmpresaDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const empresa = useQuery({ ...calendarioEmpresaQuery(), enabled: open });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="calendario-empresa-titulo">
      <DialogTitle id="calendario-empresa-titulo">Calendario de la empresa</DialogTitle>
      {empresa.data ? (
        // Keyed on the saved data so reopening after a save starts from what the server holds.
        <CalendarioEmpresaForm key={JSON.stringify(empresa.data)} inicial={empresa.data} onClose={onClose} />
      ) : (
        <>
          <DialogContent>
            {empresa.isError ? (
              <Alert severity="error">{MENSAJES_CALENDARIO.errorEmpresa}</Alert>
            ) : (
              <CircularProgress aria-label="Cargando el calendario de la empresa" />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cerrar</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
