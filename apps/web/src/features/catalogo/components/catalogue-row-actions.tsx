import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import EuroIcon from '@mui/icons-material/Euro';
import TimelineIcon from '@mui/icons-material/Timeline';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { RowAction } from '../../../components/row-actions-menu/row-actions-menu';

/** An action a screen adds to its rows (the devices' installments). */
export interface ExtraRowAction<Row> extends RowAction {
  run: (row: Row) => void;
}

/**
 * A catalogue row's menu. Decision 65: Admin and above edit and delete; a Manager reads (the
 * form without saving, the histories without changing them). Priced items have both histories;
 * below Manager, only the upfronts.
 */
export function catalogueRowActions(options: {
  canWrite: boolean;
  priced: boolean;
  /** Price history is read by Manager and above (decision 65); upfronts by every role. */
  readsPriceHistory: boolean;
  extra: readonly RowAction[];
}): RowAction[] {
  const { canWrite, priced, readsPriceHistory, extra } = options;
  return [
    canWrite
      ? { key: 'editar', label: 'Editar', icon: <EditIcon fontSize="small" /> }
      : { key: 'ver', label: 'Ver', icon: <VisibilityIcon fontSize="small" /> },
    ...(priced && readsPriceHistory
      ? [{ key: 'precios', label: 'Historial de precios', icon: <TimelineIcon fontSize="small" /> }]
      : []),
    ...(priced
      ? [{ key: 'upfronts', label: 'Historial de upfronts', icon: <EuroIcon fontSize="small" /> }]
      : []),
    ...extra,
    ...(canWrite
      ? [{ key: 'borrar', label: 'Borrar', icon: <DeleteIcon fontSize="small" />, destructive: true }]
      : []),
  ];
}
