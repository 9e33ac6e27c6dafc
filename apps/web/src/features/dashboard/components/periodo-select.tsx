import TextField from '@mui/material/TextField';
import { presetMenuItem, presetRenderValue } from '../../../components/fechas-filter/preset-menu-item';
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
      slotProps={{ select: { renderValue: presetRenderValue(periodos, '') } }}
      sx={{ minWidth: 200 }}
    >
      {periodos.map(presetMenuItem)}
    </TextField>
  );
}
