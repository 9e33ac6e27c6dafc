/** One choice of a select or list: the value sent, the label shown. */
export interface Option {
  value: string;
  label: string;
}

/** The options plus the current value when the list lacks it (an old or hand-typed value). */
export function withCurrent(options: readonly Option[], value: string, label = value): Option[] {
  if (!value || options.some((option) => option.value === value)) return [...options];
  return [...options, { value, label }];
}
