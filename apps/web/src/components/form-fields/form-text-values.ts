/**
 * Issue 32: what a form edits for a domain form's input, derived from it rather than declared
 * again. Inputs edit text, so every text, number and id is the text its input shows ('' for
 * none); a switch stays a boolean, a list of ids stays a list, a nested group maps the same way.
 * A form that edits something the body does not carry (a "remove" switch, an unlimited box) adds
 * it beside: `FormTextValues<XFormInput> & { quitar: boolean }`.
 *
 * `Group` edits a kind of nested group otherwise, wherever it appears: a group whose input is
 * `Group['input']` is held as `Group['edited']` (a line's quantity with its unlimited box,
 * catalogo/forms/quantity-values.ts).
 */
export type FormTextValues<T, Group extends EditedGroup = never> = {
  [K in keyof T]-?: EditedValue<T[K], Group>;
};

/** A nested group a form holds otherwise than field by field: its input, and what is edited. */
export interface EditedGroup {
  input: object;
  edited: object;
}

// A field the schema coerces reads anything (`unknown`): its input shows text too.
type EditedValue<V, Group extends EditedGroup> = unknown extends V ? string : Edited<NonNullable<V>, Group>;

type Edited<V, Group extends EditedGroup> = V extends boolean
  ? boolean
  : V extends readonly (infer Item)[]
    ? ListItem<Item>[]
    : V extends Group['input']
      ? Group['edited']
      : V extends object
        ? FormTextValues<V, Group>
        : string;

/** A list that takes an id or its `{id}` (the catalogue's links) is edited as the ids. */
type ListItem<Item> = [Exclude<Item, object>] extends [never] ? Item : Exclude<Item, object>;
