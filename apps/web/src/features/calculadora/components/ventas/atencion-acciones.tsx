import DeleteIcon from '@mui/icons-material/Delete';
import EditNoteIcon from '@mui/icons-material/EditNote';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { AtencionListRow } from '@ventas/domain/telework/atenciones-list-contract';
import { Link as RouterLink, useLocation } from 'react-router';
import type { PermisosCalculadora } from '../../model/permisos-calculadora';
import { ofertaEnEdicion } from '../../model/oferta-link';

interface AtencionAccionesProps {
  atencion: AtencionListRow;
  permisos: PermisosCalculadora;
  onMarcar: (atencion: AtencionListRow) => void;
  onEliminar: (atencion: AtencionListRow) => void;
}

/** A row's actions: open its offer (anyone), mark it updated (Manager+), delete it (Admin+; decision 73). */
export function AtencionAcciones({ atencion, permisos, onMarcar, onEliminar }: AtencionAccionesProps) {
  const { pathname, search } = useLocation();
  const quien = atencion.cliente_nombre;
  return (
    <>
      {atencion.oferta && (
        <Tooltip title="Editar la oferta">
          <IconButton
            component={RouterLink}
            to={ofertaEnEdicion(atencion.cliente, atencion.oferta.id, pathname + search)}
            aria-label={`Editar la oferta de ${quien}`}
            size="small"
          >
            <EditNoteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {permisos.manager && (
        <Tooltip title="Marcar actualizada">
          <IconButton
            aria-label={`Marcar actualizada la atención de ${quien}`}
            size="small"
            onClick={() => onMarcar(atencion)}
          >
            <EventAvailableIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {permisos.admin && (
        <Tooltip title="Eliminar">
          <IconButton
            aria-label={`Eliminar la atención de ${quien}`}
            size="small"
            color="error"
            onClick={() => onEliminar(atencion)}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </>
  );
}
