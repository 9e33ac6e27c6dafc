import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState, type Ref } from 'react';
import { validateTelefono } from '@ventas/domain/validators/telefono';

interface TelefonosInputProps {
  label: string;
  value: readonly string[];
  onChange: (telefonos: string[]) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Numbers to pick from (the customer's), besides typing one. */
  suggestions?: readonly string[];
  max: number;
  error?: string;
  helperText?: string;
}

/**
 * Phone numbers as chips: type one and press Enter (or leave the field) to add it, Backspace
 * removes the last. A number is kept normalised as the domain writes it; a wrong one stays in
 * the input with the validator's message.
 */
export function TelefonosInput(props: TelefonosInputProps) {
  const { label, value, onChange, max, suggestions = [] } = props;
  const [invalid, setInvalid] = useState<string | null>(null);
  const [input, setInput] = useState('');

  const accept = (next: readonly string[]) => {
    const normalised: string[] = [];
    for (const raw of next) {
      const result = validateTelefono(raw);
      if (!result.ok) {
        setInvalid(result.message);
        setInput(raw);
        return;
      }
      if (!normalised.includes(result.value)) normalised.push(result.value);
    }
    setInvalid(null);
    onChange(normalised.slice(0, max));
  };

  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      size="small"
      options={suggestions.filter((telefono) => !value.includes(telefono))}
      value={[...value]}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') setInput(text);
      }}
      onChange={(_event, next) => {
        setInput('');
        accept(next);
      }}
      onBlur={props.onBlur}
      renderValue={(selected, getItemProps) =>
        selected.map((telefono, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={telefono} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          inputRef={props.inputRef}
          error={invalid !== null || props.error !== undefined}
          helperText={invalid ?? props.error ?? props.helperText}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, inputMode: 'tel' } }}
        />
      )}
      clearText="Borrar"
      openText="Abrir"
      closeText="Cerrar"
    />
  );
}
