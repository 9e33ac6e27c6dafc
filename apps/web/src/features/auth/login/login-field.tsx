import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface LoginFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  type?: 'text' | 'password';
  autoComplete: string;
  autoFocus?: boolean;
}

/**
 * An outlined text field built from its parts rather than <TextField>: TextField also bundles
 * Select, Menu and Modal, about 10 KB gzip the login path does not need.
 */
export function LoginField({
  label,
  registration,
  error,
  type = 'text',
  autoComplete,
  autoFocus,
}: LoginFieldProps) {
  const id = useId();
  const { ref, ...field } = registration;
  return (
    <FormControl variant="outlined" fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...field}
        id={id}
        inputRef={ref as Ref<HTMLInputElement>}
        label={label}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-describedby={error ? `${id}-helper` : undefined}
      />
      {error && <FormHelperText id={`${id}-helper`}>{error}</FormHelperText>}
    </FormControl>
  );
}
