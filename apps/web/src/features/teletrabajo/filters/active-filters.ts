import dayjs from 'dayjs';
import {
  FILTER_LABELS,
  LIST_FILTERS,
  RANGE_FILTERS,
  SELECT_FILTERS,
  TEXT_FILTERS,
  type DateRange,
  type FilterKey,
  type FilterValues,
} from './filter-definitions';
import { normalizeFilters } from './filters-url';

/** One removable chip: a text/select/range filter, or one value of a list filter. */
export interface ActiveFilter {
  id: string;
  key: FilterKey | 'search';
  /** The list value this chip stands for (list filters get one chip per value). */
  value?: string;
  label: string;
}

/** The label of an option value (e.g. a commercial's name for its id); undefined shows the value. */
export type OptionLabel = (key: FilterKey, value: string) => string | undefined;

const day = (iso: string) => dayjs(iso).format('DD/MM/YYYY');

export function describeRange(range: DateRange): string {
  if (range.after && range.before) return `${day(range.after)} – ${day(range.before)}`;
  if (range.after) return `desde ${day(range.after)}`;
  return `hasta ${day(range.before ?? '')}`;
}

export function activeFilters(
  values: FilterValues,
  search: string,
  optionLabel: OptionLabel,
): ActiveFilter[] {
  const normal = normalizeFilters(values);
  const chips: ActiveFilter[] = [];
  const text = search.trim();
  if (text) chips.push({ id: 'search', key: 'search', label: `Búsqueda: ${text}` });
  const named = (key: FilterKey, value: string) => optionLabel(key, value) ?? value;
  for (const key of [...TEXT_FILTERS, ...SELECT_FILTERS]) {
    const value = normal[key];
    if (value !== undefined)
      chips.push({ id: key, key, label: `${FILTER_LABELS[key]}: ${named(key, value)}` });
  }
  for (const key of LIST_FILTERS) {
    for (const value of normal[key] ?? []) {
      chips.push({ id: `${key}=${value}`, key, value, label: `${FILTER_LABELS[key]}: ${named(key, value)}` });
    }
  }
  for (const key of RANGE_FILTERS) {
    const range = normal[key];
    if (range) chips.push({ id: key, key, label: `${FILTER_LABELS[key]}: ${describeRange(range)}` });
  }
  return chips;
}

/** The filters without the chip's filter (or without that one value of a list). */
export function withoutFilter(values: FilterValues, chip: ActiveFilter): FilterValues {
  if (chip.key === 'search') return values;
  const next: FilterValues = { ...values };
  if (chip.value !== undefined && (LIST_FILTERS as readonly string[]).includes(chip.key)) {
    const key = chip.key as (typeof LIST_FILTERS)[number];
    next[key] = (values[key] ?? []).filter((value) => value !== chip.value);
  } else {
    delete next[chip.key];
  }
  return normalizeFilters(next);
}
