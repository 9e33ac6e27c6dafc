import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Disponibilidad } from '@ventas/domain/cuentas/disponibilidad-contract';
import { formatDay } from '@ventas/domain/time/madrid';
import { errorDetail } from '../../../api/api-error';
import { ListErrorAlert } from '../../../components/paged-grid/list-error-alert';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { deleteDisponibilidad, disponibilidadesQuery } from '../api/disponibilidades-calls';
import { rrhhKeys } from '../api/rrhh-keys';
import { MENSAJES_RRHH } from '../rrhh-messages';

export const periodoTexto = (periodo: Disponibilidad): string =>
  periodo.end
    ? `Del ${formatDay(periodo.begin)} al ${formatDay(periodo.end)}`
    : `Desde el ${formatDay(periodo.begin)}`;

interface PeriodosListProps {
  commercial: number;
  editingId: number | null;
  onEdit: (periodo: Disponibilidad | null) => void;
}

/** One person's periods, oldest first, with loading, empty and error states. */
export function PeriodosList({ commercial, editingId, onEdit }: PeriodosListProps) {
  const periodos = useQuery(disponibilidadesQuery(commercial));
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const borrar = useMutation({
    mutationFn: deleteDisponibilidad,
    onSuccess: async (_answer, id) => {
      snackbar.showSuccess(MENSAJES_RRHH.disponibilidadBorrada);
      if (id === editingId) onEdit(null);
      await queryClient.invalidateQueries({ queryKey: rrhhKeys.disponibilidades(commercial) });
    },
    onError: (error) => snackbar.showError(errorDetail(error) ?? MENSAJES_RRHH.errorBorrarDisponibilidad),
  });

  if (periodos.isPending) return <CircularProgress size={24} aria-label="Cargando la disponibilidad" />;
  if (periodos.isError)
    return (
      <ListErrorAlert
        text="No se ha podido cargar la disponibilidad."
        onRetry={() => void periodos.refetch()}
      />
    );
  if (periodos.data.length === 0)
    return <Typography color="text.secondary">Sin periodos de disponibilidad registrados.</Typography>;
  const sorted = [...periodos.data].sort((a, b) => a.begin.localeCompare(b.begin));
  return (
    <List dense aria-label="Periodos de disponibilidad">
      {sorted.map((periodo) => (
        <ListItem
          key={periodo.id}
          sx={periodo.id === editingId ? { bgcolor: 'action.selected' } : undefined}
          secondaryAction={
            <>
              <IconButton aria-label={`Editar ${periodoTexto(periodo)}`} onClick={() => onEdit(periodo)}>
                <EditIcon fontSize="small" />
              </IconButton>
              <IconButton
                aria-label={`Borrar ${periodoTexto(periodo)}`}
                color="error"
                disabled={borrar.isPending}
                onClick={() => borrar.mutate(periodo.id)}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </>
          }
        >
          <ListItemText primary={periodoTexto(periodo)} />
        </ListItem>
      ))}
    </List>
  );
}
