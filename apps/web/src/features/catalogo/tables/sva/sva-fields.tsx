import Grid from '@mui/material/Grid';
import type { SvaForm } from '@ventas/domain/servicios/sva-contract';
import { FormSelect } from '../../../../components/form-fields/form-select';
import { FormText } from '../../../../components/form-fields/form-text';
import { SEGMENT_OPTIONS } from '../../catalogue-labels';
import { AmountField } from '../../forms/fields/amount-field';
import { FormSwitch } from '../../forms/fields/form-switch';
import { LinkSelect } from '../../forms/fields/link-select';
import { OperatorSelect } from '../../forms/fields/operator-select';
import { useLinksFollowOperator } from '../../forms/use-links-follow-operator';
import type { CatalogueFieldsProps } from '../catalogue-table';
import type { SvaValues } from './sva-form-values';

const LINKS = ['promotions'] as const;

/** SPEC §3 SVA: a value-added service with its price, permanence and promotions. */
export function SvaFields({ form, disabled }: CatalogueFieldsProps<SvaValues, SvaForm>) {
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
        <AmountField control={control} name="price_value" label="Precio" required disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormText
          control={control}
          name="permanence"
          label="Permanencia (meses)"
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
        <FormText control={control} name="image" label="Imagen (enlace)" disabled={disabled} />
      </Grid>
      <Grid size={12}>
        <FormText
          control={control}
          name="more_info"
          label="Más información"
          multiline
          minRows={2}
          disabled={disabled}
        />
      </Grid>
      <Grid size={12}>
        <FormSwitch control={control} name="is_active" label="Activo" disabled={disabled} />
      </Grid>
    </Grid>
  );
}
