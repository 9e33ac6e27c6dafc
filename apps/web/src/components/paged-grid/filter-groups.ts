import type { FilterDeclarations } from '@ventas/domain/http/list-filters';

export interface FilterGroup {
  title: string;
  keys: string[];
}

/** A filter without a group goes to this section. */
export const DEFAULT_FILTER_GROUP = 'Filtros';

/** The panel's sections in order of first appearance, each with its keys in declaration order. */
export function filterGroups(declarations: FilterDeclarations): FilterGroup[] {
  const groups = new Map<string, string[]>();
  for (const [key, declaration] of Object.entries(declarations)) {
    const title = declaration.group ?? DEFAULT_FILTER_GROUP;
    groups.set(title, [...(groups.get(title) ?? []), key]);
  }
  return [...groups].map(([title, keys]) => ({ title, keys }));
}
