/**
 * Issue 32: what a form edits for a domain form's input, derived from it rather than declared
 * again. Inputs edit text, so every text, number and id is the text its input shows ('' for
 * none); a switch stays a boolean, a list of ids stays a list, a nested group maps the same way.
 * A form that edits something the body does not carry (a "remove" switch, an unlimited box) adds
 * it beside: `FormTextValues<XFormInput> & { quitar: boolean }`.
 */
export type FormTextValues<T> = { [K in keyof T]-?: EditedValue<NonNullable<T[K]>> };

type EditedValue<V> = V extends boolean
  ? boolean
  : V extends readonly (infer Item)[]
    ? Item[]
    : V extends object
      ? FormTextValues<V>
      : string;
