import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { withCurrent, type Option } from '../../lib/option';

interface FormSelectProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  options: readonly Option[];
  disabled?: boolean;
  /** Label of the "nothing chosen" entry; omit to make a choice compulsory. */
  emptyLabel?: string;
  /** How to name the current value when the options lack it. */
  currentLabel?: string;
  /** Marks the label as compulsory (the form's schema enforces it, with its Spanish message). */
  required?: boolean;
}

/** A select bound to a form field ('' = nothing chosen). */
export function FormSelect<T extends FieldValues, TOut>(props: FormSelectProps<T, TOut>) {
  const { control, name, label, options, disabled, emptyLabel, currentLabel, required = false } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          size="small"
          label={label}
          disabled={disabled}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
          // The mark only: a native `required` would let the browser block the submit in English.
          slotProps={{ inputLabel: { required } }}
        >
          {emptyLabel !== undefined && (
            <MenuItem value="">
              <em>{emptyLabel}</em>
            </MenuItem>
          )}
          {withCurrent(options, String(field.value ?? ''), currentLabel).map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
