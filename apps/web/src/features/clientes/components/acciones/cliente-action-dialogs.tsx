import { AgendarDialog } from './agendar-dialog';
import type { ClienteDialogAction, ClienteRef } from './cliente-action';
import { DeleteClienteDialog } from './delete-cliente-dialog';
import { GestionDialog } from './gestion-dialog';
import { NoInteresadoDialog } from './no-interesado-dialog';
import { NotaDialog } from './nota-dialog';

export interface OpenAction {
  action: ClienteDialogAction;
  cliente: ClienteRef;
}

interface ClienteActionDialogsProps {
  open: OpenAction | null;
  onClose: () => void;
  onDeleted: (cliente: ClienteRef) => void;
}

/** The dialog of the action in progress, on top of the list or the customer form. */
export function ClienteActionDialogs({ open, onClose, onDeleted }: ClienteActionDialogsProps) {
  if (!open) return null;
  const { action, cliente } = open;
  switch (action) {
    case 'agendar':
      return <AgendarDialog key={cliente.id} cliente={cliente} onClose={onClose} />;
    case 'noInteresado':
      return <NoInteresadoDialog key={cliente.id} cliente={cliente} onClose={onClose} />;
    case 'nota':
      return <NotaDialog key={cliente.id} cliente={cliente} onClose={onClose} />;
    case 'gestion':
      return <GestionDialog key={cliente.id} cliente={cliente} onClose={onClose} />;
    case 'eliminar':
      return <DeleteClienteDialog cliente={cliente} onClose={onClose} onDeleted={() => onDeleted(cliente)} />;
  }
}
