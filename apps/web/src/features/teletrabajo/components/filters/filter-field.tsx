import {
  FILTER_LABELS,
  filterKind,
  type DateRange,
  type FilterKey,
  type FilterValues,
  type ListFilterKey,
  type RangeFilterKey,
  type SelectFilterKey,
  type TextFilterKey,
} from '../../filters/filter-definitions';
import { DebouncedTextField } from './debounced-text-field';
import { ListFilter } from './list-filter';
import { RangeFilter } from './range-filter';
import { SelectFilter } from './select-filter';
import type { FilterOptions } from './use-filter-options';

/** A new value, or for a date range an update of the range as the URL holds it now. */
export type FilterChange =
  string | string[] | DateRange | undefined | ((current: DateRange | undefined) => DateRange);

interface FilterFieldProps {
  filterKey: FilterKey;
  values: FilterValues;
  options: FilterOptions;
  onChange: (key: FilterKey, value: FilterChange) => void;
}

/** The input that suits each filter kind (SPEC §3): text, select, multi-select or date range. */
export function FilterField({ filterKey, values, options, onChange }: FilterFieldProps) {
  const label = FILTER_LABELS[filterKey];
  switch (filterKind(filterKey)) {
    case 'text': {
      const key = filterKey as TextFilterKey;
      return (
        <DebouncedTextField
          size="small"
          fullWidth
          label={label}
          value={values[key] ?? ''}
          onCommit={(text) => onChange(key, text)}
        />
      );
    }
    case 'select': {
      const key = filterKey as SelectFilterKey;
      return (
        <SelectFilter
          label={label}
          value={values[key] ?? ''}
          options={options.options(key) ?? []}
          onChange={(value) => onChange(key, value)}
        />
      );
    }
    case 'list': {
      const key = filterKey as ListFilterKey;
      return (
        <ListFilter
          label={label}
          values={values[key] ?? []}
          options={options.options(key)}
          inputMode={key === 'oferta' ? 'numeric' : 'text'}
          onChange={(list) => onChange(key, list)}
        />
      );
    }
    case 'range': {
      const key = filterKey as RangeFilterKey;
      return <RangeFilter label={label} value={values[key]} onChange={(range) => onChange(key, range)} />;
    }
  }
}
