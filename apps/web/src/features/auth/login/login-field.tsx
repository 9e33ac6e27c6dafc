import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type RefObject } from 'react';

interface LoginFieldProps {
  label: string;
  name: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: () => void;
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
  name,
  inputRef,
  onChange,
  error,
  type = 'text',
  autoComplete,
  autoFocus,
}: LoginFieldProps) {
  const id = useId();
  return (
    <FormControl variant="outlined" fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        inputRef={inputRef}
        onChange={onChange}
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
