import Grid from '@mui/material/Grid';
import type { UseFormSetValue } from 'react-hook-form';
import { FormSelect } from '../../../components/form-fields/form-select';
import { FormText } from '../../../components/form-fields/form-text';
import { TIPO_DOCUMENTO_OPTIONS } from '../cuenta-options';
import type { CuentaControl, CuentaFormValues } from './cuenta-form-values';
import { TelefonosField } from './telefonos-field';

interface DatosFieldsProps {
  control: CuentaControl;
  setValue: UseFormSetValue<CuentaFormValues>;
}

/** Who the person is: user name, names, document, e-mail and phones (SPEC §3 Account form). */
export function DatosFields({ control, setValue }: DatosFieldsProps) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormText
          control={control}
          name="username"
          label="Usuario"
          required
          autoFocus
          slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'none' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormText control={control} name="email" label="Correo electrónico" type="email" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormText control={control} name="nombre" label="Nombre" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormText control={control} name="apellidos" label="Apellidos" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelect
          control={control}
          name="tipoDocumento"
          label="Tipo de documento"
          options={TIPO_DOCUMENTO_OPTIONS}
          emptyLabel="Sin documento"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormText control={control} name="documento" label="Documento" />
      </Grid>
      <Grid size={12}>
        <TelefonosField control={control} setValue={setValue} />
      </Grid>
    </Grid>
  );
}
