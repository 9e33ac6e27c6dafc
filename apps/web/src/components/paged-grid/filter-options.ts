import type { Option } from '../../lib/option';
import type { OptionLabel } from './active-filters';

/**
 * Where a list's select and multi filters take their choices from (the screen's concern). Keep it
 * the same object between renders (useMemo): a new one re-renders every field of the panel.
 */
export interface FilterOptions {
  /** The choices of a select or multi filter; null for a list of free values. */
  options: (key: string) => readonly Option[] | null;
  label: OptionLabel;
}
