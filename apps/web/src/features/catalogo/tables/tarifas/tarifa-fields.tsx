import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';
import type { TarifaForm } from '@ventas/domain/servicios/tarifa-contract';
import { FormSelect } from '../../../../components/form-fields/form-select';
import { FormText } from '../../../../components/form-fields/form-text';
import { CATEGORY_OPTIONS, SEGMENT_OPTIONS } from '../../catalogue-labels';
import { AmountField } from '../../forms/fields/amount-field';
import { FormSection } from '../../forms/fields/form-section';
import { FormSwitch } from '../../forms/fields/form-switch';
import { OperatorSelect } from '../../forms/fields/operator-select';
import type { CatalogueFieldsProps } from '../catalogue-table';
import { hasFixedLine, hasMobileLine, type TarifaValues } from './tarifa-form-values';
import { FixedLineFields, MobileLineFields } from './tarifa-line-fields';
import { TarifaLinksFields } from './tarifa-links-fields';

/** SPEC §3 Tariff: what it is, its price, its links, and what its lines include. */
export function TarifaFields({ form, disabled }: CatalogueFieldsProps<TarifaValues, TarifaForm>) {
  const { control } = form;
  const category = useWatch({ control, name: 'category' });
  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormText control={control} name="name" label="Nombre" required disabled={disabled} autoFocus />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            control={control}
            name="category"
            label="Categoría"
            options={CATEGORY_OPTIONS}
            required
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <AmountField control={control} name="price_value" label="Precio" required disabled={disabled} />
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
          <FormText control={control} name="payment_type" label="Tipo de pago" disabled={disabled} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormText control={control} name="color" label="Color" placeholder="#1976d2" disabled={disabled} />
        </Grid>
        <Grid size={12}>
          <FormSwitch control={control} name="is_active" label="Activa" disabled={disabled} />
        </Grid>
      </Grid>
      <TarifaLinksFields control={control} setValue={form.setValue} disabled={disabled} />
      {hasFixedLine(category) && <FixedLineFields control={control} disabled={disabled} />}
      {hasMobileLine(category) && <MobileLineFields control={control} disabled={disabled} />}
      <FormSection title="Información comercial">
        <Grid size={12}>
          <FormText
            control={control}
            name="commercial_enrichment"
            label="Argumentario"
            multiline
            minRows={2}
            disabled={disabled}
          />
        </Grid>
        <Grid size={12}>
          <FormText control={control} name="description_file" label="Ficha (enlace)" disabled={disabled} />
        </Grid>
      </FormSection>
    </Stack>
  );
}
