import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DistribuidorAdmin } from '@ventas/domain/distribuidores/distribuidores-contract';
import { useId, useState } from 'react';
import { eliminarDistribuidor } from '../api/eliminar-distribuidor';
import { sistemaKeys } from '../api/sistema-keys';
import { MENSAJES_TENANT } from '../sistema-messages';
import { ExportarDatos } from './exportar-datos';
import { useAccion } from './use-accion';

/**
 * Deletes a distributor (platform only): says what happens, offers its data first, and asks for
 * its subdomain typed out, so a slip of the mouse cannot take a whole company down.
 */
export function DistribuidorEliminarDialog({
  distribuidor,
  onClose,
}: {
  distribuidor: DistribuidorAdmin;
  onClose: () => void;
}) {
  const titleId = useId();
  const [escrito, setEscrito] = useState('');
  const borrar = useAccion(
    () => eliminarDistribuidor(distribuidor.id),
    { hecho: MENSAJES_TENANT.borrado, fallo: MENSAJES_TENANT.errorBorrar },
    [sistemaKeys.distribuidores],
    onClose,
  );
  const confirmado = escrito.trim() === distribuidor.subdomain;
  return (
    <Dialog
      open
      onClose={borrar.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>Eliminar el distribuidor {distribuidor.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="error">
            Su dirección deja de funcionar en el acto y nadie de {distribuidor.name} podrá seguir usando la
            aplicación. Sus datos se borran definitivamente cuando acabe el periodo de gracia; hasta entonces
            se pueden descargar.
          </Alert>
          <ExportarDatos distribuidor={distribuidor} />
          <Typography>
            Para confirmar, escriba su subdominio: <strong>{distribuidor.subdomain}</strong>
          </Typography>
          <TextField
            label="Subdominio"
            size="small"
            autoComplete="off"
            value={escrito}
            onChange={(event) => setEscrito(event.target.value)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={borrar.isPending}>
          Cancelar
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={!confirmado || borrar.isPending}
          onClick={() => borrar.mutate()}
        >
          Eliminar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
