import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ClienteRecord } from '../../api/cliente-record';
import type { ClienteMode } from '../../use-cliente-dialog-param';
import { EstadoClienteChip } from '../estado-cliente-chip';

interface ClienteEditorTitleProps {
  titleId: string;
  mode: ClienteMode;
  record: ClienteRecord | null;
  onClose: () => void;
  onEdit: () => void;
}

export function ClienteEditorTitle({ titleId, mode, record, onClose, onEdit }: ClienteEditorTitleProps) {
  return (
    // A plain box, not DialogTitle: DialogTitle takes the dialog's labelling id, which belongs to
    // the heading alone (the dialog's accessible name is the customer's name).
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 3, pr: 1, py: 2 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="h6" component="h2" noWrap sx={{ maxWidth: '100%' }}>
          {record ? record.nombre : 'Nuevo cliente'}
        </Typography>
        {record && <EstadoClienteChip estado={record.estado} />}
        {mode === 'view' && (
          <Typography variant="body2" color="text.secondary">
            Solo lectura
          </Typography>
        )}
      </Box>
      {mode === 'view' && (
        <Button size="small" startIcon={<EditIcon />} onClick={onEdit}>
          Editar
        </Button>
      )}
      <IconButton aria-label="Cerrar" onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
