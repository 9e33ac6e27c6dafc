import Grid from '@mui/material/Grid';
import type { Control, UseFormSetValue } from 'react-hook-form';
import type { TarifaForm } from '@ventas/domain/servicios/tarifa-contract';
import { FormSection } from '../../forms/fields/form-section';
import { LinkSelect } from '../../forms/fields/link-select';
import { useLinksFollowOperator } from '../../forms/use-links-follow-operator';
import type { TarifaValues } from './tarifa-form-values';

interface TarifaLinksFieldsProps {
  control: Control<TarifaValues, unknown, TarifaForm>;
  setValue: UseFormSetValue<TarifaValues>;
  disabled: boolean;
}

const LINKS = ['promotions', 'additional_lines', 'svas'] as const;

/** A tariff's promotions, additional lines and SVAs: items of its own operator. */
export function TarifaLinksFields({ control, setValue, disabled }: TarifaLinksFieldsProps) {
  const operator = useLinksFollowOperator(control, setValue, LINKS);
  return (
    <FormSection title="Promociones, líneas adicionales y SVA del operador">
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
      <Grid size={{ xs: 12, md: 6 }}>
        <LinkSelect
          control={control}
          name="additional_lines"
          label="Líneas adicionales"
          path="adicionales"
          operator={operator}
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <LinkSelect
          control={control}
          name="svas"
          label="SVA"
          path="sva"
          operator={operator}
          disabled={disabled}
        />
      </Grid>
    </FormSection>
  );
}
