import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { GerenciaFilters } from '@ventas/domain/gerencia/gerencia-filters-contract';
import { useId, useState } from 'react';
import { MENSAJES_GERENCIA } from '../../model/gerencia-messages';
import { puedeRecibirAgendados } from '@ventas/domain/cuentas/account-constants';

interface MoverAgendadosDialogProps {
  open: boolean;
  /** The commercials whose callbacks move. */
  origenes: ReadonlyArray<{ comercial: number; nombre: string }>;
  /** The tenant's commercials (gerencia-filters); undefined when they did not load. */
  comerciales: GerenciaFilters['comerciales'] | undefined;
  moviendo: boolean;
  onCancel: () => void;
  onConfirm: (destino: number) => void;
}

const nombres = (lista: ReadonlyArray<{ nombre: string }>) =>
  new Intl.ListFormat('es', { type: 'conjunction' }).format(lista.map((o) => o.nombre));

/**
 * "Mover agendados": pick who takes over the selected commercials' pending callbacks. A selected
 * commercial, or one on BAJA or INACTIVO, cannot take them.
 */
export function MoverAgendadosDialog(props: MoverAgendadosDialogProps) {
  const { open, origenes, comerciales, moviendo, onCancel, onConfirm } = props;
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.only('xs'));
  const titleId = useId();
  const [destino, setDestino] = useState('');
  const elegidos = new Set(origenes.map((o) => o.comercial));
  const candidatos = (comerciales ?? []).filter(
    (c) => !elegidos.has(c.id) && puedeRecibirAgendados(c.estado),
  );
  const valido = candidatos.some((c) => String(c.id) === destino);
  const cerrar = () => {
    if (!moviendo) onCancel();
  };
  return (
    <Dialog
      open={open}
      onClose={cerrar}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Mover agendados</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {`Los agendados pendientes de ${nombres(origenes)} pasarán al comercial que elija, junto con los clientes suyos de esos agendados.`}
        </DialogContentText>
        {comerciales === undefined ? (
          <Alert severity="error">{MENSAJES_GERENCIA.errorOpciones}</Alert>
        ) : (
          <TextField
            select
            fullWidth
            size="small"
            label="Comercial de destino"
            value={valido ? destino : ''}
            onChange={(event) => setDestino(event.target.value)}
            disabled={moviendo}
          >
            {candidatos.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {c.nombre}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={cerrar} disabled={moviendo}>
          Cancelar
        </Button>
        <Button variant="contained" disabled={!valido || moviendo} onClick={() => onConfirm(Number(destino))}>
          {moviendo ? 'Moviendo…' : 'Mover'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
