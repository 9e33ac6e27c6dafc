import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface CompaniasFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
}

/** Trimmed, without blanks or repeats (case-insensitive), in the order typed. */
const limpias = (values: readonly string[]): string[] => {
  const seen = new Set<string>();
  return values
    .map((value) => value.trim())
    .filter((value) => {
      const key = value.toLowerCase();
      if (!value || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

/** The selling companies as chips: type one and press Enter (or leave the field); Backspace removes the last. */
export function CompaniasField<T extends FieldValues, TOut>({ control, name }: CompaniasFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          freeSolo
          autoSelect
          size="small"
          options={[]}
          value={field.value as string[]}
          onChange={(_event, next) => field.onChange(limpias(next))}
          onBlur={field.onBlur}
          renderValue={(selected, getItemProps) =>
            selected.map((compania, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} size="small" label={compania} {...itemProps} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label="Compañías que vende"
              inputRef={field.ref}
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message ?? 'Escriba una y pulse Intro'}
            />
          )}
          clearText="Borrar"
          openText="Abrir"
          closeText="Cerrar"
        />
      )}
    />
  );
}
