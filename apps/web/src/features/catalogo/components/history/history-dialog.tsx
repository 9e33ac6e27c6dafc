import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { PricedKind, PriceHistoryEntry, UpfrontEntry } from '@ventas/domain/servicios/price-history';
import { historyQuery, type HistoryPath } from '../../api/history-calls';
import { formatEuros } from '@ventas/domain/money/euro-format';
import { PRICE_HISTORY_MESSAGES, UPFRONT_HISTORY_MESSAGES } from '../../messages/history-messages';
import { DeleteEntryDialog } from './delete-entry-dialog';
import { HistoryTimeline } from './history-timeline';
import { PriceEntryForm } from './price-entry-form';
import { tiposObjetivoOptionsQuery } from './tipos-objetivo-options';
import { UpfrontEntryForm } from './upfront-entry-form';

export interface HistoryDialogProps {
  path: HistoryPath;
  kind: PricedKind;
  objectId: number;
  itemName: string;
  canWrite: boolean;
  onClose: () => void;
}

type Entry = PriceHistoryEntry | UpfrontEntry;
const amountOf = (entry: Entry) => formatEuros('price' in entry ? entry.price : entry.upfront);

/**
 * SPEC §3 Price history and Upfront history of one item: its entries on a timeline of effective
 * dates, and (Admin and above) a form to add one, edit or delete them.
 */
export function HistoryDialog({ path, kind, objectId, itemName, canWrite, onClose }: HistoryDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const isPrice = path === 'pricehistory';
  const messages = isPrice ? PRICE_HISTORY_MESSAGES : UPFRONT_HISTORY_MESSAGES;
  const entries = useQuery(historyQuery(path, kind, objectId));
  const familias = useQuery({ ...tiposObjetivoOptionsQuery, enabled: !isPrice }).data ?? [];
  const [editing, setEditing] = useState<Entry | null>(null);
  const [deleting, setDeleting] = useState<Entry | null>(null);
  // A new key after each save gives a fresh, empty form for the next entry.
  const [formKey, setFormKey] = useState(0);
  const done = () => {
    setEditing(null);
    setFormKey((key) => key + 1);
  };
  const familia = (entry: Entry) => {
    if (!('familia_objetivo' in entry) || entry.familia_objetivo === null) return null;
    const name =
      familias.find((f) => f.id === entry.familia_objetivo)?.nombre ?? `#${entry.familia_objetivo}`;
    return entry.tipo ? `${name} · ${entry.tipo}` : name;
  };
  const formProps = { kind, objectId, onDone: done };

  return (
    <Dialog open fullWidth maxWidth="sm" fullScreen={fullScreen} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {isPrice ? 'Historial de precios' : 'Historial de upfronts'}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {itemName}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        {canWrite &&
          (isPrice ? (
            <PriceEntryForm key={formKey} {...formProps} entry={editing as PriceHistoryEntry | null} />
          ) : (
            <UpfrontEntryForm key={formKey} {...formProps} entry={editing as UpfrontEntry | null} />
          ))}
        {entries.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void entries.refetch()}>
                Reintentar
              </Button>
            }
          >
            {messages.loadFailed}
          </Alert>
        )}
        {entries.isPending && <Skeleton variant="rounded" height={120} aria-label="Cargando historial" />}
        {entries.data?.length === 0 && (
          <Typography color="text.secondary">Todavía no hay entradas.</Typography>
        )}
        {entries.data && entries.data.length > 0 && (
          <HistoryTimeline
            entries={entries.data}
            amount={amountOf}
            detail={isPrice ? undefined : familia}
            canWrite={canWrite}
            onEdit={(entry) => {
              setEditing(entry);
              setFormKey((key) => key + 1);
            }}
            onDelete={setDeleting}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
      {deleting && (
        <DeleteEntryDialog
          path={path}
          entryId={deleting.id}
          messages={messages}
          onClose={() => setDeleting(null)}
        />
      )}
    </Dialog>
  );
}
