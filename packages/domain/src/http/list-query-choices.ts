import { z } from 'zod';
import type { FilterDeclarations } from './list-filters';
import { listQuerySchema, type ListQuery } from './list-query';
import type { ListPaging } from './page';

/** The values each enumerated filter of a declaration accepts. */
export type FilterChoices<D extends FilterDeclarations> = Partial<
  Record<keyof D & string, readonly string[]>
>;

const notAChoice = (allowed: readonly string[]) => `Valor no válido: ${allowed.join(', ')}`;

/**
 * The query string of this feature's lists: the shared parser of the declaration (list-query.ts),
 * plus a 400 naming the parameter for a value outside its choices (a misspelt `filter` would
 * otherwise match nothing, silently).
 */
export function listQueryWithChoices<const D extends FilterDeclarations, F extends string>(
  declarations: D,
  paging: ListPaging<F>,
  choices: FilterChoices<D>,
) {
  return listQuerySchema(declarations, paging).transform((query: ListQuery<D, F>, ctx) => {
    const values = query as Record<string, unknown>;
    let valid = true;
    const issue = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      valid = false;
    };
    for (const [key, allowed = []] of Object.entries(choices) as [string, readonly string[]][]) {
      const picked = (values[key] ?? []) as string[];
      if (picked.some((value) => !allowed.includes(value))) issue(key, notAChoice(allowed));
    }
    return valid ? query : z.NEVER;
  });
}
