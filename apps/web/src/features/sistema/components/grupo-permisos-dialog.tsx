import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import type { Group } from '@ventas/domain/permissions/registry-contract';
import { useId, useState } from 'react';
import { ListErrorAlert } from '../../../components/paged-grid/list-error-alert';
import { editarGrupo } from '../api/editar-grupo';
import { permisosQuery } from '../api/permisos-query';
import { sistemaKeys } from '../api/sistema-keys';
import { MENSAJES_GRUPO, MENSAJES_PERMISO } from '../sistema-messages';
import { PermisosChecklist } from './permisos-checklist';
import { useAccion } from './use-accion';

/** Assigns permissions to a group: a searchable checklist; saving replaces the group's set. */
export function GrupoPermisosDialog({ grupo, onClose }: { grupo: Group; onClose: () => void }) {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.only('xs'));
  const permisos = useQuery(permisosQuery);
  const [marcados, setMarcados] = useState<ReadonlySet<number>>(() => new Set(grupo.permissions));
  const guardar = useAccion(
    () => editarGrupo(grupo.id, { name: grupo.name, permissions: [...marcados] }),
    { hecho: MENSAJES_GRUPO.permisos, fallo: MENSAJES_GRUPO.errorEditar },
    [sistemaKeys.grupos],
    onClose,
  );
  return (
    <Dialog
      open
      onClose={guardar.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>Permisos del grupo {grupo.name}</DialogTitle>
      <DialogContent dividers>
        {permisos.isError ? (
          <ListErrorAlert text={MENSAJES_PERMISO.errorLista} onRetry={() => void permisos.refetch()} />
        ) : !permisos.data ? (
          <Skeleton variant="rounded" height={200} aria-label="Cargando los permisos" />
        ) : permisos.data.length === 0 ? (
          <Alert severity="info">No hay permisos: créelos antes en la pestaña Permisos.</Alert>
        ) : (
          <PermisosChecklist permisos={permisos.data} marcados={marcados} onChange={setMarcados} />
        )}
      </DialogContent>
      <DialogActions>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', pl: 1 }} aria-live="polite">
          {marcados.size} marcados
        </Typography>
        <Button onClick={onClose} disabled={guardar.isPending}>
          Cancelar
        </Button>
        <Button
          variant="contained"
          disabled={guardar.isPending || !permisos.data}
          onClick={() => guardar.mutate()}
        >
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
