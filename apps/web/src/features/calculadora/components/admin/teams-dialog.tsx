import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import type { Team } from '@ventas/domain/calculadora/teams-contract';
import { useId, useState } from 'react';
import { calculadoraKeys } from '../../api/calculadora-keys';
import { eliminarTeam, teamsQuery } from '../../api/team-calls';
import { MENSAJES_ADMIN } from '../../calculadora-messages';
import { TeamFormView } from './team-form';
import { useEliminar } from './use-eliminar';

interface TeamsDialogProps {
  comerciales: readonly { id: number; nombre: string }[];
  onClose: () => void;
}

/** The tenant's teams (decision 86): each manager with the commercials they pick from. */
export function TeamsDialog({ comerciales, onClose }: TeamsDialogProps) {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.only('xs'));
  const teams = useQuery(teamsQuery);
  const [editando, setEditando] = useState<Team | 'nuevo' | null>(null);
  const eliminar = useEliminar(eliminarTeam, { hecho: MENSAJES_ADMIN.equipoBorrado }, calculadoraKeys.teams);
  const nombre = (id: number) => comerciales.find((c) => c.id === id)?.nombre ?? `#${id}`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId}>Equipos</DialogTitle>
      <DialogContent>
        {editando ? (
          <TeamFormView
            team={editando === 'nuevo' ? null : editando}
            comerciales={comerciales}
            onDone={() => setEditando(null)}
          />
        ) : teams.isError ? (
          <Alert severity="error">{MENSAJES_ADMIN.errorEquipos}</Alert>
        ) : !teams.data ? (
          <Skeleton variant="rounded" height={120} aria-label="Cargando los equipos" />
        ) : teams.data.length === 0 ? (
          <Typography>No hay equipos.</Typography>
        ) : (
          <List aria-label="Equipos">
            {teams.data.map((team) => (
              <ListItem
                key={team.id}
                divider
                secondaryAction={
                  <>
                    <IconButton
                      aria-label={`Editar el equipo de ${team.dutty_manager_nombre}`}
                      onClick={() => setEditando(team)}
                    >
                      <EditIcon />
                    </IconButton>
                    <IconButton
                      aria-label={`Eliminar el equipo de ${team.dutty_manager_nombre}`}
                      color="error"
                      disabled={eliminar.isPending}
                      onClick={() => eliminar.pedir(team.id, `el equipo de ${team.dutty_manager_nombre}`)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </>
                }
              >
                <ListItemText
                  primary={team.dutty_manager_nombre}
                  secondary={team.commercial_id_arr.map(nombre).join(', ') || 'Sin miembros'}
                  sx={{ pr: 10 }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      {eliminar.dialogo}
      {!editando && (
        <DialogActions>
          <Button onClick={() => setEditando('nuevo')}>Nuevo equipo</Button>
          <Button onClick={onClose}>Cerrar</Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
