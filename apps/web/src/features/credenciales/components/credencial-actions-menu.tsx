import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import KeyIcon from '@mui/icons-material/Key';
import { RowActionsMenu, type RowAction } from '../../../components/row-actions-menu/row-actions-menu';

export type CredencialAction = 'mostrar' | 'editar' | 'historial' | 'borrar';

/** Only the reveal history is read-only: the others are the SuperAdmin's. */
const READ_ONLY: readonly CredencialAction[] = ['historial'];

const ACTIONS: readonly RowAction<CredencialAction>[] = [
  { key: 'mostrar', label: 'Mostrar', icon: <KeyIcon fontSize="small" /> },
  { key: 'editar', label: 'Editar', icon: <EditIcon fontSize="small" /> },
  { key: 'historial', label: 'Historial de consultas', icon: <HistoryIcon fontSize="small" /> },
  {
    key: 'borrar',
    label: 'Borrar',
    icon: <DeleteIcon fontSize="small" />,
    destructive: true,
    divider: false,
  },
];

/**
 * A row's actions behind one button (fits 360 px). An Admin only reads the reveal history; the
 * SuperAdmin also reveals, edits and deletes.
 */
export function CredencialActionsMenu(props: {
  name: string;
  canWrite: boolean;
  onAction: (action: CredencialAction) => void;
}) {
  const actions = props.canWrite ? ACTIONS : ACTIONS.filter((action) => READ_ONLY.includes(action.key));
  return <RowActionsMenu name={props.name} actions={actions} onAction={props.onAction} />;
}
