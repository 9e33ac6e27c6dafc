import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import type { DayRange } from '@ventas/domain/http/list-filters';

interface RangeFilterProps {
  label: string;
  value: DayRange | undefined;
  /** Given an update of the range as it is now, so two quick edits never undo each other. */
  onChange: (update: (current: DayRange | undefined) => DayRange) => void;
}

const toDay = (value: string | undefined) => (value ? dayjs(value) : null);
/** An unfinished or invalid date is no bound yet. */
const fromDay = (value: Dayjs | null) => (value?.isValid() ? value.format('YYYY-MM-DD') : undefined);

/** A "desde / hasta" pair of days, both included (docs/decisions/ 18). */
export function RangeFilter({ label, value, onChange }: RangeFilterProps) {
  const after = toDay(value?.after);
  const before = toDay(value?.before);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr', gap: 1 }}>
        <DatePicker
          label="Desde"
          value={after}
          maxDate={before ?? undefined}
          onChange={(next) => onChange((current) => ({ ...current, after: fromDay(next) }))}
          slotProps={{
            textField: { size: 'small' },
            field: { clearable: true },
          }}
        />
        <DatePicker
          label="Hasta"
          value={before}
          minDate={after ?? undefined}
          onChange={(next) => onChange((current) => ({ ...current, before: fromDay(next) }))}
          slotProps={{
            textField: { size: 'small' },
            field: { clearable: true },
          }}
        />
      </Box>
    </Box>
  );
}
