import Grid from '@mui/material/Grid';
import { DATA_UNITS, VOICE_UNITS } from '@ventas/domain/servicios/line-info';
import type { AdicionalForm } from '@ventas/domain/servicios/adicional-contract';
import { FormSelect } from '../../../../components/form-fields/form-select';
import { FormText } from '../../../../components/form-fields/form-text';
import { SEGMENT_OPTIONS } from '../../catalogue-labels';
import { AmountField } from '../../forms/fields/amount-field';
import { FormSection } from '../../forms/fields/form-section';
import { FormSwitch } from '../../forms/fields/form-switch';
import { LinkSelect } from '../../forms/fields/link-select';
import { OperatorSelect } from '../../forms/fields/operator-select';
import { QuantityField } from '../../forms/fields/quantity-field';
import { useLinksFollowOperator } from '../../forms/use-links-follow-operator';
import type { CatalogueFieldsProps } from '../catalogue-table';
import type { AdicionalValues } from './adicional-form-values';

const LINKS = ['promotions'] as const;

/** SPEC §3 Additional line: its price (4 decimals), promotions and what the line includes. */
export function AdicionalFields({ form, disabled }: CatalogueFieldsProps<AdicionalValues, AdicionalForm>) {
  const { control } = form;
  const operator = useLinksFollowOperator(control, form.setValue, LINKS);
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormText control={control} name="name" label="Nombre" required disabled={disabled} autoFocus />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <OperatorSelect control={control} name="operator" disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="segment"
          label="Segmento"
          options={SEGMENT_OPTIONS}
          required
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <AmountField
          control={control}
          name="price_value"
          label="Precio (4 decimales)"
          required
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormText
          control={control}
          name="max_number"
          label="Máximo de líneas"
          disabled={disabled}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={12}>
        <LinkSelect
          control={control}
          name="promotions"
          label="Promociones"
          path="promociones"
          operator={operator}
          disabled={disabled}
        />
      </Grid>
      <Grid size={12}>
        <FormSwitch control={control} name="is_active" label="Activa" disabled={disabled} />
      </Grid>
      <FormSection title="Línea móvil">
        <Grid size={{ xs: 12, sm: 4 }}>
          <AmountField
            control={control}
            name="mobile_line_info.price.base_fee"
            label="Cuota base"
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <QuantityField
            control={control}
            name="mobile_line_info.mobile_line_data"
            label="Datos"
            units={DATA_UNITS}
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <QuantityField
            control={control}
            name="mobile_line_info.mobile_line_voice"
            label="Minutos"
            units={VOICE_UNITS}
            unlimitable
            disabled={disabled}
          />
        </Grid>
      </FormSection>
    </Grid>
  );
}
