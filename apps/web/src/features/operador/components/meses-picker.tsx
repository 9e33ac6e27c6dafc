import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { mesLabel } from '../../../lib/meses';

interface MesesPickerProps {
  /** The months offered, 'YYYY-MM', the latest first. */
  meses: readonly string[];
  value: readonly string[];
  onChange: (meses: string[]) => void;
}

/** A multiple choice of months, named in Spanish ('septiembre de 2026'). */
export function MesesPicker({ meses, value, onChange }: MesesPickerProps) {
  return (
    <TextField
      select
      size="small"
      label="Meses"
      value={value}
      onChange={(event) => {
        const elegidos = event.target.value as unknown as string[];
        // Keep the offered order (latest first) whatever the click order was.
        onChange(meses.filter((mes) => elegidos.includes(mes)));
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) =>
            (selected as string[]).length === 0 ? 'Ninguno' : (selected as string[]).map(mesLabel).join(', '),
        },
      }}
      sx={{ minWidth: 220, maxWidth: '100%' }}
    >
      {meses.map((mes) => (
        <MenuItem key={mes} value={mes}>
          <Checkbox size="small" checked={value.includes(mes)} tabIndex={-1} disableRipple />
          <ListItemText primary={mesLabel(mes)} />
        </MenuItem>
      ))}
    </TextField>
  );
}
