import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group } from '@ventas/domain/permissions/registry-contract';
import { useId, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { distribuidoresQueLoTienen, eliminarGrupo } from '../api/eliminar-grupo';
import { sistemaKeys } from '../api/sistema-keys';
import { MENSAJES_GRUPO } from '../sistema-messages';

/**
 * Deletes a group after asking. A group distributors hold is refused (409): the dialog then lists
 * them, so the SuperAdmin knows whom to change first. Any other refusal (a built-in group A–D) is
 * the server's text in the notice.
 */
export function GrupoEliminarDialog({ grupo, onClose }: { grupo: Group; onClose: () => void }) {
  const titleId = useId();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [enUso, setEnUso] = useState<readonly string[] | null>(null);
  const borrar = useMutation({
    mutationFn: () => eliminarGrupo(grupo.id),
    onSuccess: () => {
      snackbar.showSuccess(MENSAJES_GRUPO.borrado);
      void queryClient.invalidateQueries({ queryKey: sistemaKeys.grupos });
      onClose();
    },
    onError: (error) => {
      const distribuidores = distribuidoresQueLoTienen(error);
      if (distribuidores) setEnUso(distribuidores);
      else {
        snackbar.showError(MENSAJES_GRUPO.errorBorrar, error);
        onClose();
      }
    },
  });
  return (
    <Dialog open onClose={borrar.isPending ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Eliminar el grupo {grupo.name}</DialogTitle>
      <DialogContent>
        {enUso ? (
          <Alert severity="warning">
            No se puede eliminar: lo tienen estos distribuidores. Quíteselo antes en la pestaña
            Distribuidores.
            <List dense aria-label="Distribuidores que tienen el grupo">
              {enUso.map((nombre) => (
                <ListItem key={nombre}>{nombre}</ListItem>
              ))}
            </List>
          </Alert>
        ) : (
          <DialogContentText>
            Se eliminará el grupo {grupo.name} y los permisos que tiene asignados dejarán de valer por él.
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus disabled={borrar.isPending}>
          {enUso ? 'Cerrar' : 'Cancelar'}
        </Button>
        {!enUso && (
          <Button
            color="error"
            variant="contained"
            disabled={borrar.isPending}
            onClick={() => borrar.mutate()}
          >
            Eliminar
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
