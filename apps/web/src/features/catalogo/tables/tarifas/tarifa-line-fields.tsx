import Grid from '@mui/material/Grid';
import type { Control } from 'react-hook-form';
import { DATA_UNITS, SPEED_UNITS, VOICE_UNITS } from '@ventas/domain/servicios/line-info';
import type { TarifaForm } from '@ventas/domain/servicios/tarifa-contract';
import { FormText } from '../../../../components/form-fields/form-text';
import { FormSection } from '../../forms/fields/form-section';
import { QuantityField } from '../../forms/fields/quantity-field';
import type { TarifaValues } from './tarifa-form-values';

interface LineFieldsProps {
  control: Control<TarifaValues, unknown, TarifaForm>;
  disabled: boolean;
}

/** SPEC §3 fixed_line_info: its type, owners, speeds and minutes. */
export function FixedLineFields({ control, disabled }: LineFieldsProps) {
  return (
    <FormSection title="Línea fija">
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormText
          control={control}
          name="fixed_line_info.type"
          label="Tipo (p. ej. FTTH)"
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormText
          control={control}
          name="fixed_line_info.owners"
          label="Titulares"
          disabled={disabled}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <QuantityField
          control={control}
          name="fixed_line_info.download_speed"
          label="Bajada"
          units={SPEED_UNITS}
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <QuantityField
          control={control}
          name="fixed_line_info.upload_speed"
          label="Subida"
          units={SPEED_UNITS}
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <QuantityField
          control={control}
          name="fixed_line_info.voice_to_fixed"
          label="Minutos a fijos"
          units={VOICE_UNITS}
          unlimitable
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <QuantityField
          control={control}
          name="fixed_line_info.voice_to_mobile"
          label="Minutos a móviles"
          units={VOICE_UNITS}
          unlimitable
          disabled={disabled}
        />
      </Grid>
    </FormSection>
  );
}

/** SPEC §3 mobile_line_info: data, minutes and (optional) foreign minutes. */
export function MobileLineFields({ control, disabled }: LineFieldsProps) {
  return (
    <FormSection title="Línea móvil">
      <Grid size={{ xs: 12, sm: 6 }}>
        <QuantityField
          control={control}
          name="mobile_line_info.mobile_line_data"
          label="Datos"
          units={DATA_UNITS}
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <QuantityField
          control={control}
          name="mobile_line_info.mobile_line_voice"
          label="Minutos"
          units={VOICE_UNITS}
          unlimitable
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <QuantityField
          control={control}
          name="mobile_line_info.voice_to_foreign"
          label="Minutos al extranjero"
          units={VOICE_UNITS}
          disabled={disabled}
        />
      </Grid>
    </FormSection>
  );
}
