import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  Controller,
  useWatch,
  type Control,
  type UseFormGetValues,
  type UseFormSetValue,
} from 'react-hook-form';
import type { ClienteForm } from '@ventas/domain/clientes/cliente-form';
import { validateCodigoPostal } from '@ventas/domain/validators/codigo-postal';
import { localidadesFromCpQuery, localidadOptions } from '../../api/localidades-from-cp-query';
import type { ClienteFormValues } from '../../cliente-form/cliente-form-values';
import { FormText } from '../../../../components/form-fields/form-text';

interface DireccionFieldsProps {
  control: Control<ClienteFormValues, unknown, ClienteForm>;
  setValue: UseFormSetValue<ClienteFormValues>;
  getValues: UseFormGetValues<ClienteFormValues>;
  disabled: boolean;
}

/** SPEC §3 direccion {direccion, cp, localidad}: a valid postal code offers its towns. */
export function DireccionFields({ control, setValue, getValues, disabled }: DireccionFieldsProps) {
  const cp = useWatch({ control, name: 'direccion.cp' });
  const checked = validateCodigoPostal(cp ?? '');
  const lookup = useQuery({
    ...localidadesFromCpQuery(checked.ok ? checked.value : ''),
    enabled: checked.ok && !disabled,
  });
  const options = localidadOptions(lookup.data);
  const provincia = lookup.data?.provincia.nombre;
  // A postal code with a single town fills an empty Localidad; with several, the list offers them.
  const onlyTown = options.length === 1 ? options[0] : undefined;
  useEffect(() => {
    if (onlyTown && !getValues('direccion.localidad'))
      setValue('direccion.localidad', onlyTown, { shouldDirty: true });
  }, [onlyTown, getValues, setValue]);

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormText control={control} name="direccion.direccion" label="Dirección" disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormText
          control={control}
          name="direccion.cp"
          label="Código postal"
          disabled={disabled}
          helperText={provincia ? `Provincia: ${provincia}` : undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5, autoComplete: 'postal-code' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <Controller
          control={control}
          name="direccion.localidad"
          render={({ field, fieldState }) => (
            <Autocomplete
              freeSolo
              disabled={disabled}
              options={options}
              inputValue={field.value}
              onInputChange={(_event, value) => field.onChange(value)}
              onChange={(_event, value) => {
                if (typeof value === 'string') setValue('direccion.localidad', value, { shouldDirty: true });
              }}
              openOnFocus
              renderInput={(params) => (
                <TextField
                  {...params}
                  size="small"
                  label="Localidad"
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                  error={fieldState.error !== undefined}
                  helperText={
                    fieldState.error?.message ??
                    (options.length > 1 ? `${options.length} localidades para este código postal` : undefined)
                  }
                />
              )}
            />
          )}
        />
      </Grid>
    </Grid>
  );
}
