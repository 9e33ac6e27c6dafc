import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { Option } from '../../lib/option';

interface ListFilterProps {
  label: string;
  values: readonly string[];
  /** null: free values, typed and added with Enter. */
  options: readonly Option[] | null;
  onChange: (values: string[]) => void;
  /** For free values: what a value must look like (e.g. a numeric id). */
  inputMode?: 'numeric' | 'text';
}

/** A multi-select: any of the chosen values matches (SPEC §3 list filters). */
export function ListFilter({ label, values, options, onChange, inputMode = 'text' }: ListFilterProps) {
  const labelOf = (value: string) => options?.find((option) => option.value === value)?.label ?? value;
  return (
    <Autocomplete
      multiple
      size="small"
      freeSolo={options === null}
      options={options ? options.map((option) => option.value) : []}
      value={[...values]}
      getOptionLabel={labelOf}
      filterSelectedOptions
      onChange={(_event, next) => onChange(next.map((value) => value.trim()).filter(Boolean))}
      renderValue={(selected, getItemProps) =>
        selected.map((value, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={labelOf(value)} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={options === null && values.length === 0 ? 'Escriba y pulse Intro' : undefined}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, inputMode } }}
        />
      )}
      noOptionsText="Sin opciones"
      clearText="Borrar"
      openText="Abrir"
      closeText="Cerrar"
    />
  );
}
