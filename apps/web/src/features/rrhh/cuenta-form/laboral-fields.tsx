import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import { FormSelect } from '../../../components/form-fields/form-select';
import { FormText } from '../../../components/form-fields/form-text';
import type { Option } from '../../../lib/option';
import { ESTADO_OPTIONS, TIPO_COMERCIAL_OPTIONS } from '../cuenta-options';
import type { CuentaControl } from './cuenta-form-values';

interface LaboralFieldsProps {
  control: CuentaControl;
  /** The roles the signed-in user may give (theirs and below). */
  rolOptions: readonly Option[];
  /** The stored IBAN as the API masks it ('•••• 1234'), on edit. */
  ibanActual: string | null;
}

/** The HR fields: role, state, commercial type, NUSS, IBAN, size and general cost. */
export function LaboralFields({ control, rolOptions, ibanActual }: LaboralFieldsProps) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelect control={control} name="rol.id" label="Rol" options={rolOptions} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelect control={control} name="estado" label="Estado" options={ESTADO_OPTIONS} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelect
          control={control}
          name="tipoComercial"
          label="Tipo de comercial"
          options={TIPO_COMERCIAL_OPTIONS}
          required
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormText
          control={control}
          name="nuss"
          label="NUSS"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormText
          control={control}
          name="iban"
          label={ibanActual ? 'Nuevo IBAN' : 'IBAN'}
          helperText={ibanActual ? `Actual: ${ibanActual}. Déjelo en blanco para mantenerlo.` : undefined}
          slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'characters' } }}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <FormText control={control} name="talla" label="Talla" />
      </Grid>
      <Grid size={{ xs: 6, sm: 8 }}>
        <FormText
          control={control}
          name="costoGeneral"
          label="Coste general"
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
          }}
        />
      </Grid>
    </Grid>
  );
}
