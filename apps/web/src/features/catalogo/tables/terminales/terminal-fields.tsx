import Grid from '@mui/material/Grid';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import type { TerminalForm } from '@ventas/domain/servicios/terminal-contract';
import { FormSelect } from '../../../../components/form-fields/form-select';
import { FormText } from '../../../../components/form-fields/form-text';
import { catalogueOptionsQuery } from '../../api/catalogue-options-query';
import { AmountField } from '../../forms/fields/amount-field';
import { FormSwitch } from '../../forms/fields/form-switch';
import { OperatorSelect } from '../../forms/fields/operator-select';
import type { CatalogueFieldsProps } from '../catalogue-table';
import type { TerminalValues } from './terminal-form-values';

/** SPEC §3 Device: a terminal, its price, stock and the insurance offered with it. */
export function TerminalFields({ form, disabled }: CatalogueFieldsProps<TerminalValues, TerminalForm>) {
  const { control } = form;
  const operator = useWatch({ control, name: 'operator' });
  // The insurances of the device's operator, as the tariff's links are.
  const seguros = useQuery(catalogueOptionsQuery('seguros', operator)).data ?? [];
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormText control={control} name="name" label="Nombre" required disabled={disabled} autoFocus />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormText control={control} name="brand" label="Marca" disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <OperatorSelect control={control} name="operator" disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <AmountField control={control} name="price" label="Precio" required disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormText
          control={control}
          name="devices"
          label="Unidades"
          disabled={disabled}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={12}>
        <FormSelect
          control={control}
          name="seguro"
          label="Seguro"
          options={seguros.map((seguro) => ({ value: String(seguro.id), label: seguro.name }))}
          emptyLabel={operator === '' ? 'Elija antes el operador' : 'Sin seguro'}
          disabled={disabled || operator === ''}
        />
      </Grid>
      <Grid size={12}>
        <FormText control={control} name="page_url" label="Ficha (enlace)" disabled={disabled} />
      </Grid>
      <Grid size={12}>
        <FormText
          control={control}
          name="description"
          label="Descripción"
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
