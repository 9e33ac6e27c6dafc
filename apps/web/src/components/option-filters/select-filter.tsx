import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { withCurrent, type Option } from '../../lib/option';

interface SelectFilterProps {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
}

/** One choice or "Todos" (no filter). */
export function SelectFilter({ label, value, options, onChange }: SelectFilterProps) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <MenuItem value="">
        <em>Todos</em>
      </MenuItem>
      {withCurrent(options, value).map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
