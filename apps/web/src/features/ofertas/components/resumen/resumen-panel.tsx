import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import type { OfertaDetail } from '@ventas/domain/ofertas/oferta-contract';
import { formatEuros } from '@ventas/domain/money/euro-format';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { FormText } from '../../../../components/form-fields/form-text';
import type { OfertaControl } from '../../form/oferta-form-types';
import type { DraftPricing } from '../../model/price-draft';
import { mesesTexto } from '../paquete/paquete-precio';
import { AhorroLine } from './ahorro-line';
import { PreciosCambiadosAviso } from './precios-cambiados-aviso';

interface ResumenPanelProps {
  control: OfertaControl;
  pricing: DraftPricing;
  /** 'Península (IVA 21 %)'. */
  territorio: string;
  /** EDIT: when the saved offer was quoted; null on CREATE. */
  cotizadaEl: string | null;
  /** EDIT: the saved offer, to say whether its prices changed since (null on CREATE). */
  detail: OfertaDetail | null;
}

/** The offer's monthly total as the server will compute it, what it saves the customer, and the re-quote switch. */
export function ResumenPanel({ control, pricing, territorio, cotizadaEl, detail }: ResumenPanelProps) {
  const totalId = useId();
  const { total } = pricing;
  const meses = Math.max(
    0,
    ...pricing.paquetes.map((p) => (p.estado === 'cotizado' ? p.precio.promotionMonths : 0)),
  );
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label="Resumen de la oferta"
      sx={{ p: 2, position: { md: 'sticky' }, top: { md: 144 } }}
    >
      <Typography id={totalId} variant="overline" color="text.secondary">
        Total mensual
      </Typography>
      <Typography
        component="output"
        aria-labelledby={totalId}
        variant="h4"
        sx={{ display: 'block', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
      >
        {total ? formatEuros(total.during) : '—'}
      </Typography>
      <Typography variant="body2">
        {total && meses > 0
          ? `Durante ${mesesTexto(meses)}; después ${formatEuros(total.after)}/mes`
          : 'Al mes'}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {`IVA incluido · ${territorio}`}
      </Typography>
      {!pricing.completo && pricing.paquetes.some((p) => p.estado === 'problemas') && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          Hay paquetes sin precio: no cuentan en el total.
        </Alert>
      )}
      <Divider sx={{ my: 2 }} />
      <FormText
        control={control}
        name="precioAnterior"
        label="Precio actual del cliente"
        helperText="Lo que paga hoy al mes, IVA incluido"
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: { endAdornment: <InputAdornment position="end">€/mes</InputAdornment> },
        }}
      />
      <AhorroLine control={control} total={total?.during ?? null} />
      {detail && <PreciosCambiadosAviso control={control} detail={detail} />}
      {cotizadaEl !== null && (
        <Box sx={{ mt: 2 }}>
          <Controller
            control={control}
            name="recotizar"
            render={({ field }) => (
              <FormControlLabel
                label="Recotizar a precios de hoy"
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(_event, checked) => field.onChange(checked)}
                    slotProps={{ input: { ref: field.ref } }}
                  />
                }
              />
            )}
          />
          <Typography variant="caption" color="text.secondary" component="p">
            {`Sin marcar, lo ya cotizado mantiene los precios del ${formatMadridDateTime(cotizadaEl)}.`}
          </Typography>
        </Box>
      )}
    </Paper>
  );
}
