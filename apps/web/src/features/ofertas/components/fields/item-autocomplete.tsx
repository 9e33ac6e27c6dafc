import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import type { ItemOption } from '../../model/paquete-options';

interface ItemAutocompleteProps {
  label: string;
  options: readonly ItemOption[];
  value: number | null;
  onChange: (id: number | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The name of a chosen item the list no longer has (a saved offer's, since deactivated). */
  fallbackName?: string;
  loading?: boolean;
  disabled?: boolean;
  error?: string;
  helperText?: string;
  noOptionsText: string;
}

/**
 * A searchable pick of one catalogue item. Keyboard first: type to filter, the first match is
 * highlighted so Enter takes it, Escape or "Borrar" clears.
 */
export function ItemAutocomplete(props: ItemAutocompleteProps) {
  const { options, value } = props;
  const selected =
    value === null
      ? null
      : (options.find((option) => option.id === value) ?? {
          id: value,
          name: props.fallbackName ?? `#${value}`,
        });
  return (
    <Autocomplete
      size="small"
      autoHighlight
      options={options}
      value={selected}
      onChange={(_event, option) => props.onChange(option?.id ?? null)}
      onBlur={props.onBlur}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      getOptionLabel={(option) => option.name}
      renderOption={({ key, ...optionProps }, option) => (
        <Box component="li" key={key} {...optionProps}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{option.name}</Typography>
            {option.detail && (
              <Typography variant="caption" color="text.secondary">
                {option.detail}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      loading={props.loading}
      disabled={props.disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          inputRef={props.inputRef}
          error={props.error !== undefined}
          helperText={props.error ?? props.helperText}
        />
      )}
      noOptionsText={props.noOptionsText}
      loadingText="Cargando…"
      clearText="Borrar"
      openText="Abrir"
      closeText="Cerrar"
    />
  );
}
