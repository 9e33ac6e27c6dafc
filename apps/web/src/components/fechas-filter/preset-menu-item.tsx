import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type { PresetFechas } from '@ventas/domain/gerencia/gerencia-ventana';
import { formatDay } from '@ventas/domain/time/madrid';

/** '02/11/2026 – 01/12/2026', or one day. */
const diasDe = ({ desde, hasta }: PresetFechas) =>
  desde === hasta ? formatDay(desde) : `${formatDay(desde)} – ${formatDay(hasta)}`;

/**
 * A date preset as a menu option with the days it is: "Periodo actual" (2nd to 1st) and "Mes
 * actual" (1st to today) are different periods, and the name alone did not tell (issue 29).
 * A function, not a component: MUI's select reads its options' `value` from its direct children.
 */
export function presetMenuItem(preset: PresetFechas) {
  return (
    <MenuItem key={preset.clave} value={preset.clave} aria-label={`${preset.etiqueta}: ${diasDe(preset)}`}>
      <ListItemText primary={preset.etiqueta} secondary={diasDe(preset)} sx={{ my: 0 }} />
    </MenuItem>
  );
}

/** The select field shows a preset by its name alone; the open menu shows its days too. */
export const presetRenderValue =
  (presets: readonly PresetFechas[], otro: string) =>
  (clave: unknown): string =>
    presets.find((preset) => preset.clave === clave)?.etiqueta ?? otro;
