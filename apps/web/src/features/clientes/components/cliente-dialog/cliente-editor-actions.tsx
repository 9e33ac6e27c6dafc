import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import type { ClienteMode } from '../../use-cliente-dialog-param';
import { ClienteActionsMenu } from '../acciones/cliente-actions-menu';
import type { ClienteAction, ClienteRef } from '../acciones/cliente-action';

interface ClienteEditorActionsProps {
  mode: ClienteMode;
  formId: string;
  saving: boolean;
  cliente: ClienteRef | null;
  canDelete: boolean;
  onAction: (action: ClienteAction) => void;
  onClose: () => void;
  onResetDraft: () => void;
}

/** Customer actions on the left; close and save on the right (Enter in a field saves too). */
export function ClienteEditorActions(props: ClienteEditorActionsProps) {
  const { mode, formId, saving, cliente } = props;
  return (
    <DialogActions sx={{ px: { xs: 2, sm: 3 }, py: 1.5, gap: 1, flexWrap: 'wrap' }}>
      {cliente && (
        <ClienteActionsMenu
          variant="form"
          cliente={cliente}
          canDelete={props.canDelete}
          onAction={(action) => props.onAction(action)}
        />
      )}
      {mode === 'create' && (
        <Button color="inherit" onClick={props.onResetDraft}>
          Vaciar formulario
        </Button>
      )}
      <Box sx={{ flexGrow: 1 }} />
      {/* On a phone the title's close button is enough; the row keeps room for Guardar. */}
      <Button
        onClick={props.onClose}
        color="inherit"
        sx={{ display: mode === 'view' ? undefined : { xs: 'none', sm: 'inline-flex' } }}
      >
        {mode === 'view' ? 'Cerrar' : 'Cancelar'}
      </Button>
      {mode !== 'view' && (
        <Button
          type="submit"
          form={formId}
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Guardar
        </Button>
      )}
    </DialogActions>
  );
}
