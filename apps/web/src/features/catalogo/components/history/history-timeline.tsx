import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DatedEntry } from '@ventas/domain/servicios/price-history';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { ENTRY_STATUS_LABELS, timelineEntries, type EntryStatus } from './history-timeline-entries';

const STATUS_COLOURS: Record<EntryStatus, ChipProps['color']> = {
  vigente: 'success',
  programada: 'info',
  anterior: 'default',
  inactiva: 'default',
};

interface HistoryTimelineProps<E extends DatedEntry> {
  entries: readonly E[];
  /** The entry's amount, as shown ('29,90 €'). */
  amount: (entry: E) => string;
  /** More about the entry (an upfront's family), or nothing. */
  detail?: (entry: E) => string | null;
  canWrite: boolean;
  onEdit: (entry: E) => void;
  onDelete: (entry: E) => void;
}

/** The entries on a line of effective dates, newest first, each with where it stands today. */
export function HistoryTimeline<E extends DatedEntry>(props: HistoryTimelineProps<E>) {
  const { entries, amount, detail, canWrite, onEdit, onDelete } = props;
  const rows = timelineEntries(entries, new Date());
  return (
    <Box
      component="ol"
      aria-label="Fechas de efecto"
      sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 2, borderColor: 'divider', ml: 1 }}
    >
      {rows.map(({ entry, status }) => {
        const when = formatMadridDateTime(entry.fecha);
        const extra = detail?.(entry);
        return (
          <Box component="li" key={entry.id} sx={{ position: 'relative', pl: 2.5, pb: 2 }}>
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                left: -7,
                top: 6,
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor:
                  status === 'vigente' ? 'success.main' : status === 'programada' ? 'info.main' : 'grey.400',
              }}
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 500 }}>{amount(entry)}</Typography>
                  <Chip
                    size="small"
                    label={ENTRY_STATUS_LABELS[status]}
                    color={STATUS_COLOURS[status]}
                    variant="outlined"
                  />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  Desde {when}
                  {extra ? ` · ${extra}` : ''}
                </Typography>
              </Box>
              {canWrite && (
                <>
                  <IconButton
                    size="small"
                    aria-label={`Editar la entrada del ${when}`}
                    onClick={() => onEdit(entry)}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`Borrar la entrada del ${when}`}
                    onClick={() => onDelete(entry)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </>
              )}
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
