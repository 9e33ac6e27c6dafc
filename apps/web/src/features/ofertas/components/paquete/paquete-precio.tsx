import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatEuros, formatPercent } from '@ventas/domain/money/euro-format';
import type { Segment } from '@ventas/domain/ofertas/price-oferta';
import { desglosePaquete, ivaDelPaquete } from '@ventas/domain/ofertas/oferta-desglose';
import type { PaquetePricing } from '../../model/price-draft';

interface PaquetePrecioProps {
  pricing: PaquetePricing;
  context: { segment: Segment; vatRate: string } | null;
  /** The location's name, for the VAT line ('Península'). */
  territorio: string;
}

export const mesesTexto = (months: number) => `${months} ${months === 1 ? 'mes' : 'meses'}`;

/** One package's live price: each concept, the VAT it includes, and the price during and after its promotions. */
export function PaquetePrecio({ pricing, context, territorio }: PaquetePrecioProps) {
  if (pricing.estado === 'sinLinea')
    return <Typography color="text.secondary">Elija la tarifa para ver el precio.</Typography>;
  if (pricing.estado === 'cargando')
    return <Typography color="text.secondary">Calculando el precio…</Typography>;
  if (pricing.estado === 'problemas' || context === null)
    return <Alert severity="warning">Sin precio: revise lo marcado en el paquete.</Alert>;

  const { cotizacion, precio } = pricing;
  const quote = { ...context, byPriority: true };
  const conceptos = desglosePaquete(cotizacion, quote);
  return (
    <Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.25, m: 0 }}
      >
        {conceptos.map((concepto, index) => (
          <Box key={index} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {concepto.concepto}
              {concepto.detalle && (
                <Typography
                  component="span"
                  variant="caption"
                  color="text.secondary"
                >{` · ${concepto.detalle}`}</Typography>
              )}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
            >
              {formatEuros(concepto.importe)}
            </Typography>
          </Box>
        ))}
        <Typography component="dt" variant="caption" color="text.secondary">
          {`IVA incluido (${territorio}, ${formatPercent(context.vatRate)})`}
        </Typography>
        <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0, textAlign: 'right' }}>
          {formatEuros(ivaDelPaquete(cotizacion, quote))}
        </Typography>
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {precio.promotionMonths > 0
          ? `${formatEuros(precio.during)}/mes durante ${mesesTexto(precio.promotionMonths)}, después ${formatEuros(precio.after)}/mes`
          : `${formatEuros(precio.during)}/mes`}
      </Typography>
    </Box>
  );
}
