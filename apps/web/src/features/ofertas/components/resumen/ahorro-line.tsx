import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { comparacionPrecio, type TipoComparacion } from '@ventas/domain/documentos/comparacion-precio';
import { formatAmount, parseAmount } from '@ventas/domain/money/decimal-amount';
import { formatEuros } from '@ventas/domain/money/euro-format';
import type { OfertaControl } from '../../form/oferta-form-types';

const COLOR: Readonly<Record<TipoComparacion, string>> = {
  ahorro: 'success.main',
  sobrecoste: 'error.main',
  igual: 'text.secondary',
};

/**
 * The offer against what the customer pays today, worded by the domain as the printed offer words
 * it: a saving, an extra cost (never a negative saving) or the same price.
 */
export function ComparacionHoy({ anterior, total }: { anterior: string | null; total: string | null }) {
  const comparacion = total === null ? null : comparacionPrecio(anterior, total);
  if (!comparacion) return null;
  return (
    <Box sx={{ mt: 1.5 }} aria-live="polite">
      <Typography variant="body2" color={COLOR[comparacion.tipo]} sx={{ fontWeight: 600 }}>
        {comparacion.titulo}
      </Typography>
      {comparacion.tipo !== 'igual' && (
        <Typography variant="body2">
          {`${formatEuros(comparacion.mensual)} al mes · ${formatEuros(comparacion.anual)} al año`}
        </Typography>
      )}
    </Box>
  );
}

/** The comparison for the price typed in the panel's "Precio actual del cliente". */
export function AhorroLine({ control, total }: { control: OfertaControl; total: string | null }) {
  const typed = useWatch({ control, name: 'precioAnterior' });
  const anterior = parseAmount(typed);
  return <ComparacionHoy anterior={anterior === null ? null : formatAmount(anterior, 2)} total={total} />;
}
