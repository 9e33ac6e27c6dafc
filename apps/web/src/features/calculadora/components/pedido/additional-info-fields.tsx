import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { AdditionalInfoCreate } from '@ventas/domain/telework/additional-info-contract';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { FormText } from '../../../../components/form-fields/form-text';
import { FechaPedidoField } from './fecha-pedido-field';
import type { AdditionalInfoValores } from './use-additional-info-form';

/**
 * What a back office records of a provider order (SPEC §3 "Additional info per order"): its
 * number, the days it was requested, installed and activated, whether it ports a line (and
 * from which operator), and notes.
 */
export function AdditionalInfoFields({
  control,
}: {
  control: Control<AdditionalInfoValores, unknown, AdditionalInfoCreate>;
}) {
  const portabilidad = useWatch({ control, name: 'portabilidad' });
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <FormText control={control} name="numero_pedido" label="Número de pedido" autoFocus />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FechaPedidoField control={control} name="fecha_solicitud" label="Fecha de solicitud" />
        <FechaPedidoField control={control} name="fecha_instalacion" label="Fecha de instalación" />
        <FechaPedidoField control={control} name="fecha_activacion" label="Fecha de activación" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Controller
          control={control}
          name="portabilidad"
          render={({ field }) => (
            <FormControlLabel
              label="Portabilidad"
              sx={{ minWidth: 160 }}
              control={
                <Switch
                  checked={field.value}
                  onChange={(_event, checked) => field.onChange(checked)}
                  onBlur={field.onBlur}
                />
              }
            />
          )}
        />
        <FormText
          control={control}
          name="operador_donante"
          label="Operador donante"
          disabled={!portabilidad}
          helperText={portabilidad ? undefined : 'Solo con portabilidad'}
        />
      </Stack>
      <FormText control={control} name="observaciones" label="Observaciones" multiline minRows={3} />
    </Stack>
  );
}
