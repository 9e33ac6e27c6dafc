import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
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
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { formatEuros } from '@ventas/domain/money/euro-format';
import { useId, useState } from 'react';
import { ListErrorAlert } from '../../../../components/paged-grid/list-error-alert';
import { calculadoraKeys } from '../../api/calculadora-keys';
import { eliminarReward, rewardsQuery } from '../../api/reward-calls';
import { MENSAJES_ADMIN } from '../../calculadora-messages';
import { mesDeUrl, nombreMes } from '../../model/mes-calculadora';
import { textoReward } from '../bolsa-detalle';
import { RewardForm } from './reward-form';
import { useEliminar } from './use-eliminar';

interface RewardsDialogProps {
  mes: string;
  comerciales: readonly { id: number; nombre: string }[];
  onClose: () => void;
}

/** The month's pool and reward of each commercial (decision 85): set, change or remove them. */
export function RewardsDialog({ mes, comerciales, onClose }: RewardsDialogProps) {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.only('xs'));
  const rewards = useQuery(rewardsQuery(mes));
  const [editando, setEditando] = useState<{ id: number; nombre: string } | null>(null);
  const eliminar = useEliminar(
    eliminarReward,
    { hecho: MENSAJES_ADMIN.bonificacionEliminada },
    calculadoraKeys.rewards(mes),
  );
  const filaDe = (id: number) => rewards.data?.find((row) => row.comercial === id) ?? null;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>Bolsas de {nombreMes(mesDeUrl(mes))}</DialogTitle>
      <DialogContent>
        {editando ? (
          <RewardForm
            comercial={editando}
            mes={mes}
            row={filaDe(editando.id)}
            comerciales={comerciales}
            onDone={() => setEditando(null)}
          />
        ) : rewards.isError ? (
          <ListErrorAlert text={MENSAJES_ADMIN.errorBolsas} onRetry={() => void rewards.refetch()} />
        ) : rewards.data ? (
          <List aria-label="Bolsas por comercial">
            {comerciales.map((comercial) => {
              const row = filaDe(comercial.id);
              return (
                <ListItem
                  key={comercial.id}
                  divider
                  secondaryAction={
                    <>
                      <IconButton
                        aria-label={`Editar la bolsa de ${comercial.nombre}`}
                        onClick={() => setEditando(comercial)}
                      >
                        <EditIcon />
                      </IconButton>
                      {row && (
                        <IconButton
                          aria-label={`Eliminar la bolsa de ${comercial.nombre}`}
                          color="error"
                          disabled={eliminar.isPending}
                          onClick={() => eliminar.pedir(row.id, `la bolsa de ${comercial.nombre}`)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      )}
                    </>
                  }
                >
                  <ListItemText
                    primary={comercial.nombre}
                    secondary={
                      row ? `${formatEuros(row.bolsa)} · ${textoReward(row.reward)}` : 'Sin bolsa asignada'
                    }
                    sx={{ pr: 10 }}
                  />
                </ListItem>
              );
            })}
          </List>
        ) : (
          <Skeleton variant="rounded" height={120} aria-label="Cargando las bolsas" />
        )}
      </DialogContent>
      {eliminar.dialogo}
      {!editando && (
        <DialogActions>
          <Button onClick={onClose}>Cerrar</Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
