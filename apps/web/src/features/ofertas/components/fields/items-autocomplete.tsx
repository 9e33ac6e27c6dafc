import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import type { ItemOption } from '../../model/paquete-options';

interface ItemsAutocompleteProps {
  label: string;
  options: readonly ItemOption[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Names of chosen items the list no longer has, by id. */
  fallbackNames?: ReadonlyMap<number, string>;
  /** Number the chips (1., 2., …): their order is the order they apply in. */
  ordered?: boolean;
  disabled?: boolean;
  error?: string;
  helperText?: string;
  noOptionsText: string;
}

/** A searchable pick of several items, kept in the order picked; Enter adds the highlighted one. */
export function ItemsAutocomplete(props: ItemsAutocompleteProps) {
  const { options, value, fallbackNames } = props;
  const nameOf = (id: number) =>
    options.find((option) => option.id === id)?.name ?? fallbackNames?.get(id) ?? `#${id}`;
  return (
    <Autocomplete
      multiple
      size="small"
      autoHighlight
      filterSelectedOptions
      options={options.map((option) => option.id)}
      value={[...value]}
      onChange={(_event, ids) => props.onChange(ids)}
      onBlur={props.onBlur}
      getOptionLabel={(id) => nameOf(id)}
      renderOption={({ key, ...optionProps }, id) => {
        const option = options.find((item) => item.id === id);
        return (
          <Box component="li" key={key} {...optionProps}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2">{nameOf(id)}</Typography>
              {option?.detail && (
                <Typography variant="caption" color="text.secondary">
                  {option.detail}
                </Typography>
              )}
            </Box>
          </Box>
        );
      }}
      renderValue={(selected, getItemProps) =>
        selected.map((id, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          const name = nameOf(id);
          return (
            <Chip
              key={key}
              size="small"
              label={props.ordered ? `${index + 1}. ${name}` : name}
              {...itemProps}
            />
          );
        })
      }
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
      clearText="Borrar"
      openText="Abrir"
      closeText="Cerrar"
    />
  );
}
