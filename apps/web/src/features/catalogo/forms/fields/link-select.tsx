import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import {
  catalogueOptionsQuery,
  type LinkableItem,
  type LinkedTable,
} from '../../api/catalogue-options-query';

interface LinkSelectProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** A field holding ids (number[]). */
  name: Path<T>;
  label: string;
  /** The linked table, read whole for one operator. */
  path: LinkedTable;
  operator: string;
  disabled?: boolean;
}

const nameOf = (items: readonly LinkableItem[], id: number) =>
  items.find((item) => item.id === id)?.name ?? `#${id}`;

/** Picks linked items of the same operator (a tariff's promotions, lines and SVAs). */
export function LinkSelect<T extends FieldValues, TOut>(props: LinkSelectProps<T, TOut>) {
  const { control, name, label, path, operator, disabled } = props;
  const items = useQuery(catalogueOptionsQuery(path, operator));
  const options = items.data ?? [];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          size="small"
          disabled={disabled || operator === ''}
          options={options.map((item) => item.id)}
          value={(field.value as number[] | undefined) ?? []}
          onChange={(_event, ids) => field.onChange(ids)}
          onBlur={field.onBlur}
          getOptionLabel={(id) => nameOf(options, id)}
          filterSelectedOptions
          loading={items.isFetching}
          renderValue={(selected, getItemProps) =>
            selected.map((id, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} size="small" label={nameOf(options, id)} {...itemProps} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label={label}
              inputRef={field.ref}
              error={fieldState.error !== undefined}
              helperText={
                fieldState.error?.message ??
                (operator === ''
                  ? 'Elija antes el operador'
                  : items.isError
                    ? 'No se pudo cargar la lista'
                    : undefined)
              }
            />
          )}
          noOptionsText="Sin opciones de este operador"
          loadingText="Cargando…"
          clearText="Borrar"
          openText="Abrir"
          closeText="Cerrar"
        />
      )}
    />
  );
}
