import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { memo } from 'react';
import { filterInput, type DayRange, type FilterDeclaration } from '@ventas/domain/http/list-filters';
import { DebouncedTextField } from '../debounced-text-field/debounced-text-field';
import { ListFilter } from '../option-filters/list-filter';
import { SelectFilter } from '../option-filters/select-filter';
import { RangeFilter } from '../range-filter/range-filter';
import type { FilterOptions } from './filter-options';

/** A new value, or for a date range an update of the range as the URL holds it now. */
export type FilterChange =
  string | string[] | DayRange | undefined | ((current: DayRange | undefined) => DayRange);

interface FilterFieldProps {
  filterKey: string;
  declaration: FilterDeclaration;
  value: unknown;
  options: FilterOptions;
  onChange: (key: string, value: FilterChange) => void;
}

/** The same filter value: the URL is parsed anew on every change, so lists and ranges are new objects. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => item === b[index]);
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) {
    const [x, y] = [a as DayRange, b as DayRange];
    return x.after === y.after && x.before === y.before;
  }
  return false;
}

const sameProps = (a: FilterFieldProps, b: FilterFieldProps) =>
  a.filterKey === b.filterKey &&
  a.declaration === b.declaration &&
  a.options === b.options &&
  a.onChange === b.onChange &&
  sameValue(a.value, b.value);

/**
 * The input each filter declares (`filterInput`). A change re-renders only its own field: the
 * customer list has dozens, each range two date pickers, and the list reloaded only once all of
 * them had rendered again (~350 ms of the panel's ~380 ms per change, measured in jsdom).
 */
export const FilterField = memo(FilterFieldInput, sameProps);

function FilterFieldInput({ filterKey: key, declaration, value, options, onChange }: FilterFieldProps) {
  const { label } = declaration;
  switch (filterInput(declaration)) {
    case 'text':
      return (
        <DebouncedTextField
          size="small"
          fullWidth
          label={label}
          value={(value as string | undefined) ?? ''}
          onCommit={(text) => onChange(key, text)}
        />
      );
    case 'select':
      return (
        <SelectFilter
          label={label}
          value={(value as string | undefined) ?? ''}
          options={options.options(key) ?? []}
          onChange={(next) => onChange(key, next)}
        />
      );
    case 'multi': {
      const choices = options.options(key);
      return (
        <ListFilter
          label={label}
          values={(value as string[] | undefined) ?? []}
          options={choices}
          // Free values of an id filter are numbers.
          inputMode={declaration.kind === 'id' && choices === null ? 'numeric' : 'text'}
          onChange={(list) => onChange(key, list)}
        />
      );
    }
    case 'dates':
      return (
        <RangeFilter
          label={label}
          value={value as DayRange | undefined}
          onChange={(range) => onChange(key, range)}
        />
      );
    case 'switch':
      return (
        <FormControlLabel
          label={label}
          control={
            <Switch
              checked={value === '1' || value === 'true'}
              onChange={(event) => onChange(key, event.target.checked ? '1' : undefined)}
            />
          }
        />
      );
  }
}
