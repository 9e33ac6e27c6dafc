import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { PeriodoDashboard } from '../model/periodos-dashboard';

/** The period the figures count: the SPEC §9 presets (2nd to 1st), by name. */
export function PeriodoSelect({
  periodos,
  actual,
  onChange,
}: {
  periodos: readonly PeriodoDashboard[];
  actual: string;
  onChange: (clave: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Periodo"
      value={actual}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 200 }}
    >
      {periodos.map((periodo) => (
        <MenuItem key={periodo.clave} value={periodo.clave}>
          {periodo.etiqueta}
        </MenuItem>
      ))}
    </TextField>
  );
}
