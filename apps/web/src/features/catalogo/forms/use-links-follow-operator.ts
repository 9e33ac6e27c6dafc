import { useEffect, useRef } from 'react';
import {
  useWatch,
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormSetValue,
} from 'react-hook-form';

/**
 * The form's operator, for its link pickers. Another operator's items cannot be linked, so a new
 * operator empties the links (the item's own first value is kept when the form opens).
 */
export function useLinksFollowOperator<V extends FieldValues, Out>(
  control: Control<V, unknown, Out>,
  setValue: UseFormSetValue<V>,
  links: readonly Path<V>[],
): string {
  const operator = useWatch({ control, name: 'operator' as Path<V> }) as string;
  const shown = useRef(operator);
  useEffect(() => {
    if (shown.current === operator) return;
    shown.current = operator;
    for (const link of links) setValue(link, [] as PathValue<V, Path<V>>, { shouldDirty: true });
  }, [operator, setValue, links]);
  return operator;
}
