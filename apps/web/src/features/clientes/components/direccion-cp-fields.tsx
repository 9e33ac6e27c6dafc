import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  Controller,
  useWatch,
  type Control,
  type FieldPathByValue,
  type FieldValues,
  type PathValue,
  type UseFormGetValues,
  type UseFormSetValue,
} from 'react-hook-form';
import { validateCodigoPostal } from '@ventas/domain/validators/codigo-postal';
import { FormText } from '../../../components/form-fields/form-text';
import { localidadesFromCpQuery, localidadOptions } from '../api/localidades-from-cp-query';

type TextPath<T extends FieldValues> = FieldPathByValue<T, string>;

export interface DireccionCpFieldsProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  getValues: UseFormGetValues<T>;
  setValue: UseFormSetValue<T>;
  /** Where the form keeps the street, the postal code and the town. */
  names: { direccion: TextPath<T>; cp: TextPath<T>; localidad: TextPath<T> };
  disabled?: boolean;
  /** The browser's autofill hint for the street ('street-address' where one types one's own). */
  streetAutoComplete?: string;
  /** Say under Localidad how many towns the code has, when it has several. */
  countTowns?: boolean;
}

/** Dirección, CP and localidad (SPEC §3): a valid postal code offers its towns and fills a single one. */
export function DireccionCpFields<T extends FieldValues, TOut>(props: DireccionCpFieldsProps<T, TOut>) {
  const { control, getValues, setValue, names, disabled = false } = props;
  const cp = useWatch({ control, name: names.cp }) as string | undefined;
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
    if (onlyTown && !getValues(names.localidad))
      setValue(names.localidad, onlyTown as PathValue<T, TextPath<T>>, { shouldDirty: true });
  }, [onlyTown, getValues, setValue, names.localidad]);
  const townsHint =
    props.countTowns && options.length > 1
      ? `${options.length} localidades para este código postal`
      : undefined;

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormText
          control={control}
          name={names.direccion}
          label="Dirección"
          disabled={disabled}
          autoComplete={props.streetAutoComplete}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormText
          control={control}
          name={names.cp}
          label="Código postal"
          disabled={disabled}
          helperText={provincia ? `Provincia: ${provincia}` : undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5, autoComplete: 'postal-code' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <Controller
          control={control}
          name={names.localidad}
          render={({ field, fieldState }) => (
            <Autocomplete
              freeSolo
              disabled={disabled}
              options={options}
              inputValue={field.value}
              onInputChange={(_event, value) => field.onChange(value)}
              onChange={(_event, value) => {
                if (typeof value === 'string')
                  setValue(names.localidad, value as PathValue<T, TextPath<T>>, { shouldDirty: true });
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
                  helperText={fieldState.error?.message ?? townsHint}
                />
              )}
            />
          )}
        />
      </Grid>
    </Grid>
  );
}
