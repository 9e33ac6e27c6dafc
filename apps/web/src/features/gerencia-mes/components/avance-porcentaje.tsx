import Box from '@mui/material/Box';
import { darken, type Theme } from '@mui/material/styles';
import type { DecimalAmount } from '@ventas/domain/money/decimal-amount';
import { porcentaje, tonoDeAvance } from '../model/cifras-mes';

/**
 * A percent of target in the theme's tone of how it goes (≥ 100 success, ≥ 80 warning, else
 * error). The tone is darkened so small text keeps 4.5:1 on white (the warning orange alone gives
 * 3.1:1); the number itself says the same for who does not see the colour.
 */
export function AvancePorcentaje({ porc }: { porc: DecimalAmount | null }) {
  const tono = tonoDeAvance(porc);
  return (
    <Box
      component="span"
      data-tono={tono ?? undefined}
      sx={{
        fontWeight: 600,
        whiteSpace: 'nowrap',
        color: (theme: Theme) =>
          tono ? darken(theme.palette[tono].main, 0.3) : theme.palette.text.secondary,
      }}
    >
      {porcentaje(porc)}
    </Box>
  );
}
