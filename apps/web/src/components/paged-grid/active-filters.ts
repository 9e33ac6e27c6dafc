import { formatDay } from '@ventas/domain/time/madrid';
import {
  filterKeysInUrlOrder,
  normalizeFilterValues,
  type FilterValues,
} from '@ventas/domain/http/filter-url';
import type { DayRange, FilterDeclarations } from '@ventas/domain/http/list-filters';

/** One removable chip: a single-value or range filter, or one value of a list filter. */
export interface ActiveFilter {
  id: string;
  /** The filter's key, or 'search' for the top-bar search. */
  key: string;
  /** The list value this chip stands for (list filters get one chip per value). */
  value?: string;
  label: string;
}

/** The label of an option value (e.g. a commercial's name for its id); undefined shows the value. */
export type OptionLabel = (key: string, value: string) => string | undefined;

export function describeRange(range: DayRange): string {
  if (range.after && range.before) return `${formatDay(range.after)} – ${formatDay(range.before)}`;
  if (range.after) return `desde ${formatDay(range.after)}`;
  return `hasta ${formatDay(range.before ?? '')}`;
}

/** The search first, then the filters in the URL's order. */
export function activeFilters<D extends FilterDeclarations>(
  declarations: D,
  values: FilterValues<D>,
  search: string,
  optionLabel: OptionLabel,
): ActiveFilter[] {
  const normal: Record<string, unknown> = normalizeFilterValues(declarations, values);
  const chips: ActiveFilter[] = [];
  const text = search.trim();
  if (text) chips.push({ id: 'search', key: 'search', label: `Búsqueda: ${text}` });
  for (const key of filterKeysInUrlOrder(declarations)) {
    const value = normal[key];
    const label = declarations[key]!.label;
    const named = (item: string) => `${label}: ${optionLabel(key, item) ?? item}`;
    if (typeof value === 'string') chips.push({ id: key, key, label: named(value) });
    else if (Array.isArray(value))
      for (const item of value as string[])
        chips.push({ id: `${key}=${item}`, key, value: item, label: named(item) });
    else if (value) chips.push({ id: key, key, label: `${label}: ${describeRange(value as DayRange)}` });
  }
  return chips;
}

/** The filters without the chip's filter (or without that one value of a list). */
export function withoutFilter<D extends FilterDeclarations>(
  declarations: D,
  values: FilterValues<D>,
  chip: ActiveFilter,
): FilterValues<D> {
  if (chip.key === 'search') return values;
  const next: Record<string, unknown> = { ...values };
  const current = next[chip.key];
  if (chip.value !== undefined && Array.isArray(current)) {
    next[chip.key] = (current as string[]).filter((value) => value !== chip.value);
  } else {
    delete next[chip.key];
  }
  return normalizeFilterValues(declarations, next as FilterValues<D>);
}
