import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../../../../api/api-error';
import { useSnackbar } from '../../../../components/snackbar/snackbar-context';
import { clienteDetailQuery } from '../../api/cliente-detail-query';
import type { ClienteRecord } from '../../api/cliente-record';
import type { ClienteDialogState } from '../../use-cliente-dialog-param';
import type { ClienteAction, ClienteRef } from '../acciones/cliente-action';
import { ClienteEditor } from './cliente-editor';
import { editorSetup, type EditorUser } from './editor-setup';

// SPEC §8 "Telework".
export const CLIENTE_NOT_FOUND = 'No se ha encontrado al cliente';

interface ClienteDialogProps {
  state: ClienteDialogState;
  user: EditorUser;
  onClose: () => void;
  onOpenCliente: (id: number, mode?: 'edit' | 'view') => void;
  onAction: (action: ClienteAction, cliente: ClienteRef) => void;
}

/** The customer form dialog (full screen on a phone), driven by ?cliente=&modo= in the URL. */
export function ClienteDialog({ state, user, onClose, onOpenCliente, onAction }: ClienteDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const closeRequest = useRef<(() => void) | null>(null);
  const snackbar = useSnackbar();
  // While the dialog closes it keeps showing what it showed, not a loading state.
  const [shown, setShown] = useState(state);
  if (state.open && state !== shown) setShown(state);
  const id = shown.open && shown.mode !== 'create' ? shown.id : null;
  const detail = useQuery({ ...clienteDetailQuery(id ?? 0), enabled: id !== null && state.open });
  const notFound = state.open && id !== null && isApiError(detail.error) && detail.error.status === 404;
  const setup = shown.open ? editorSetup(shown.mode, user, detail.data) : null;

  useEffect(() => {
    if (!notFound) return;
    snackbar.showError(CLIENTE_NOT_FOUND);
    onClose();
  }, [notFound, snackbar, onClose]);

  let content;
  if (setup) {
    const { key: editorKey, ...editor } = setup;
    content = (
      <ClienteEditor
        key={editorKey}
        {...editor}
        titleId={titleId}
        closeRequest={closeRequest}
        onClose={onClose}
        onSaved={(record: ClienteRecord) => {
          // SPEC §4: after saving, the mode becomes edit.
          if (setup.mode !== 'edit') onOpenCliente(record.id, 'edit');
        }}
        onEdit={() => id !== null && onOpenCliente(id, 'edit')}
        onOpenCliente={(other) => onOpenCliente(other, 'edit')}
        onAction={onAction}
      />
    );
  } else if (detail.isError && !notFound) {
    content = (
      <DialogContent>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
              Reintentar
            </Button>
          }
        >
          No se ha podido cargar el cliente.
        </Alert>
      </DialogContent>
    );
  } else {
    content = (
      <>
        <DialogTitle id={titleId}>Cargando cliente…</DialogTitle>
        <DialogContent>
          <Skeleton variant="rounded" height={320} />
        </DialogContent>
      </>
    );
  }

  return (
    <Dialog
      open={state.open && !notFound}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      // One height for every tab, so the dialog does not jump when switching.
      slotProps={{ paper: { sx: { height: fullScreen ? undefined : 'calc(100% - 64px)' } } }}
      onClose={(_event, reason) => {
        // A stray click outside must not close a form being filled in; Esc asks first.
        if (reason === 'backdropClick') return;
        (closeRequest.current ?? onClose)();
      }}
    >
      {content}
    </Dialog>
  );
}
