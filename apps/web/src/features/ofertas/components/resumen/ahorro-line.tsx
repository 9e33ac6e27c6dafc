import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { ahorro } from '@ventas/domain/documentos/oferta-documento';
import { formatAmount, parseAmount } from '@ventas/domain/money/decimal-amount';
import { formatEuros } from '@ventas/domain/money/euro-format';
import type { OfertaControl } from '../../form/oferta-form-types';

/** The saving against today's price, monthly and yearly (negative: the offer costs more). */
export function AhorroLine({ control, total }: { control: OfertaControl; total: string | null }) {
  const typed = useWatch({ control, name: 'precioAnterior' });
  const anterior = parseAmount(typed);
  const saving = total !== null && anterior !== null ? ahorro(formatAmount(anterior, 2), total) : null;
  if (!saving) return null;
  const more = saving.mensual.startsWith('-');
  return (
    <Box sx={{ mt: 1.5 }} aria-live="polite">
      <Typography variant="body2" color={more ? 'error' : 'success.main'} sx={{ fontWeight: 600 }}>
        {more ? 'Cuesta más que hoy' : 'Ahorro'}
      </Typography>
      <Typography variant="body2">
        {`${formatEuros(saving.mensual.replace('-', ''))} al mes · ${formatEuros(saving.anual.replace('-', ''))} al año`}
      </Typography>
    </Box>
  );
}
