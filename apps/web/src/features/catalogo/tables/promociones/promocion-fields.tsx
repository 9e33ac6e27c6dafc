import Grid from '@mui/material/Grid';
import { useWatch } from 'react-hook-form';
import type { PromocionForm } from '@ventas/domain/servicios/promocion-contract';
import { FormSelect } from '../../../../components/form-fields/form-select';
import { FormText } from '../../../../components/form-fields/form-text';
import { AMOUNT_UNIT_OPTIONS, DURATION_UNIT_OPTIONS } from '../../catalogue-labels';
import { AmountField } from '../../forms/fields/amount-field';
import { FormSwitch } from '../../forms/fields/form-switch';
import { LinkSelect } from '../../forms/fields/link-select';
import { OperatorSelect } from '../../forms/fields/operator-select';
import { useLinksFollowOperator } from '../../forms/use-links-follow-operator';
import type { CatalogueFieldsProps } from '../catalogue-table';
import type { PromocionValues } from './promocion-form-values';

const LINKS = ['tariffs'] as const;

/** SPEC §3 Promotion: MONETARY (euros off) or PERCENTS (at most 100), with its duration's unit. */
export function PromocionFields({ form, disabled }: CatalogueFieldsProps<PromocionValues, PromocionForm>) {
  const { control } = form;
  const operator = useLinksFollowOperator(control, form.setValue, LINKS);
  const unit = useWatch({ control, name: 'amount_unit' });
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
          name="amount_unit"
          label="Tipo de descuento"
          options={AMOUNT_UNIT_OPTIONS}
          required
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <AmountField
          control={control}
          name="amount"
          label="Descuento"
          unit={unit === 'PERCENTS' ? '%' : '€'}
          required
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormText
          control={control}
          name="duration"
          label="Duración"
          disabled={disabled}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormSelect
          control={control}
          name="duration_unit"
          label="Unidad"
          options={DURATION_UNIT_OPTIONS}
          emptyLabel="—"
          disabled={disabled}
        />
      </Grid>
      <Grid size={12}>
        <LinkSelect
          control={control}
          name="tariffs"
          label="Tarifas"
          path="tarifas"
          operator={operator}
          disabled={disabled}
        />
      </Grid>
      <Grid size={12}>
        <FormSwitch control={control} name="is_active" label="Activa" disabled={disabled} />
      </Grid>
    </Grid>
  );
}
