import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { validateCodigoPostal } from '@ventas/domain/validators/codigo-postal';
import { FormText } from '../../../components/form-fields/form-text';
import { localidadesFromCpQuery, localidadOptions } from '../../clientes/clientes.public';
import type { CuentaFormValues, CuentaSaved } from './cuenta-form-values';

/** Dirección, CP and localidad: a valid postal code offers its towns and fills a single one. */
export function DireccionFields({ form }: { form: UseFormReturn<CuentaFormValues, unknown, CuentaSaved> }) {
  const { control, getValues, setValue } = form;
  const cp = useWatch({ control, name: 'cp' });
  const checked = validateCodigoPostal(cp);
  const lookup = useQuery({
    ...localidadesFromCpQuery(checked.ok ? checked.value : ''),
    enabled: checked.ok,
  });
  const options = localidadOptions(lookup.data);
  const provincia = lookup.data?.provincia.nombre;
  const onlyTown = options.length === 1 ? options[0] : undefined;
  useEffect(() => {
    if (onlyTown && !getValues('localidad')) setValue('localidad', onlyTown, { shouldDirty: true });
  }, [onlyTown, getValues, setValue]);

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormText control={control} name="direccion" label="Dirección" autoComplete="street-address" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormText
          control={control}
          name="cp"
          label="Código postal"
          helperText={provincia ? `Provincia: ${provincia}` : undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5, autoComplete: 'postal-code' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <Controller
          control={control}
          name="localidad"
          render={({ field, fieldState }) => (
            <Autocomplete
              freeSolo
              options={options}
              inputValue={field.value}
              onInputChange={(_event, value) => field.onChange(value)}
              openOnFocus
              renderInput={(params) => (
                <TextField
                  {...params}
                  size="small"
                  label="Localidad"
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                  error={fieldState.error !== undefined}
                  helperText={fieldState.error?.message}
                />
              )}
            />
          )}
        />
      </Grid>
    </Grid>
  );
}
