import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { parsedRows, type TenantTx } from '../../db/database';
import { containsPattern } from '../../lists/filter-sql';
import type { ClientesFilters } from './clientes-filters';

/**
 * The customer list's free-text filters ("contains", anywhere in the field) and how a request
 * finds their matches. Two ways, chosen per request from the planner's estimates
 * (docs/decisions/ 54):
 * - **index**: the rarest filter's matching rows come from its trigram index
 *   (app_clientes_matching_rows, migration 0011), then are sorted: cheap when they are few,
 *   whatever page is asked;
 * - **walk**: the list's order index is read from the top and each row checked: cheap when
 *   matches are many, as the page is near the top. The count is then the estimate.
 * Every filter is also a plain condition on the row, so the other filters of either way hold.
 */

/** The fields migration 0011 can match: a column of clientes, or a phone of the customer. */
type TextField = 'nombre' | 'documento' | 'email' | 'direccion' | 'localidad' | 'notas' | 'telefono';

interface TextMatch {
  field: TextField;
  /** An ILIKE (LIKE for phones) pattern. */
  pattern: string;
}

const onlyDigits = (value: string) => value.replace(/\D/g, '');

/** Each free-text filter key: the field it searches and the pattern its value becomes. */
const TEXT_FILTERS = {
  nombre: (value: string): TextMatch => ({ field: 'nombre', pattern: containsPattern(value) }),
  // The form has one name field; "lastname" searches it too (docs/decisions/).
  lastname: (value: string): TextMatch => ({ field: 'nombre', pattern: containsPattern(value) }),
  documento: (value: string): TextMatch => ({
    field: 'documento',
    pattern: containsPattern(value.replace(/[\s.-]/g, '')),
  }),
  telefono: (value: string): TextMatch => ({
    field: 'telefono',
    pattern: containsPattern(onlyDigits(value) || value),
  }),
  email: (value: string): TextMatch => ({ field: 'email', pattern: containsPattern(value) }),
  direccion: (value: string): TextMatch => ({ field: 'direccion', pattern: containsPattern(value) }),
  localidad: (value: string): TextMatch => ({ field: 'localidad', pattern: containsPattern(value) }),
  notes: (value: string): TextMatch => ({ field: 'notas', pattern: containsPattern(value) }),
} as const;

type TextFilterKey = keyof typeof TEXT_FILTERS;
export const TEXT_FILTER_KEYS = Object.keys(TEXT_FILTERS) as TextFilterKey[];

/** The filter as a plain condition on the row `c` (RLS lets it filter, not reach an index). */
export function textCondition(key: TextFilterKey, value: string): SQL {
  const { field, pattern } = TEXT_FILTERS[key](value);
  if (field === 'telefono') {
    return sql`EXISTS (SELECT 1 FROM telefonos_cliente t
      WHERE t.tenant_id = c.tenant_id AND t.cliente_id = c.id AND t.telefono LIKE ${pattern})`;
  }
  return sql`${sql.identifier('c')}.${sql.identifier(field)} ILIKE ${pattern}`;
}

function textMatchesOf(filters: ClientesFilters): TextMatch[] {
  return TEXT_FILTER_KEYS.flatMap((key) => {
    const value = filters[key];
    return typeof value === 'string' ? [TEXT_FILTERS[key](value)] : [];
  });
}

/** The filters with every free-text one taken out. */
export function withoutTextFilters(filters: ClientesFilters): ClientesFilters {
  const rest = { ...filters };
  for (const key of TEXT_FILTER_KEYS) delete rest[key];
  return rest;
}

export interface TextPlan {
  /** A FROM item of the rarest filter's matching rows, from its index. Null: walk, or no filter. */
  rows: SQL | null;
  /** The estimated share of the tenant's rows matching every free-text filter (1 without any). */
  share: number;
}

export const NO_TEXT_FILTER: TextPlan = { rows: null, share: 1 };

/** The plan's index way as a condition on `c`, for statements that read clientes anyway. */
export const matchedByIndex = (plan: TextPlan): SQL | null =>
  plan.rows ? sql`c.id IN (SELECT m.id FROM ${plan.rows} m)` : null;

/** The planner's estimates for one free-text filter (app_clientes_text_estimate: double precision). */
const TEXT_ESTIMATE_ROW = z.object({ matches: z.number(), tenant_rows: z.number() });
export type TextEstimate = z.output<typeof TEXT_ESTIMATE_ROW>;

/** How to answer: walk the order, or take the matches of filter `rarest` from its index. */
export type TextWay = { walk: true; share: number } | { walk: false; share: number; rarest: number };

/**
 * The cheaper way, by rows read. Walking reads about `rowsWanted / share` rows (share: the part
 * of the tenant matching every filter, taken as independent, as the planner does); the index
 * reads the rarest filter's matches and sorts them. Only an order with an index can be walked.
 */
export function chooseTextWay(
  estimates: readonly TextEstimate[],
  rowsWanted: number,
  ordered: boolean,
): TextWay {
  let share = 1;
  let rarest = 0;
  estimates.forEach((estimate, i) => {
    share *= Math.min(1, estimate.matches / Math.max(1, estimate.tenant_rows));
    if (estimate.matches < (estimates[rarest]?.matches ?? Infinity)) rarest = i;
  });
  const walkRows = share > 0 ? rowsWanted / share : Infinity;
  const indexRows = estimates[rarest]?.matches ?? 0;
  return ordered && walkRows < indexRows ? { walk: true, share } : { walk: false, share, rarest };
}

/**
 * How this request finds its free-text matches. `rowsWanted` is how far into the order it reads
 * (offset + page size); `ordered` whether its order has an index to walk.
 */
export async function planTextFilters(
  tx: TenantTx,
  filters: ClientesFilters,
  rowsWanted: number,
  ordered: boolean,
): Promise<TextPlan> {
  const matches = textMatchesOf(filters);
  if (matches.length === 0) return NO_TEXT_FILTER;
  const values = sql.join(
    matches.map(({ field, pattern }) => sql`(${field}, ${pattern})`),
    sql`, `,
  );
  const estimates = parsedRows(
    await tx.execute(sql`SELECT e.matches, e.tenant_rows
      FROM (VALUES ${values}) AS v(field, pattern), app_clientes_text_estimate(v.field, v.pattern) e`),
    TEXT_ESTIMATE_ROW,
  );
  const way = chooseTextWay(estimates, rowsWanted, ordered);
  if (way.walk) return { rows: null, share: way.share };
  const { field, pattern } = matches[way.rarest] as TextMatch;
  return { rows: sql`app_clientes_matching_rows(${field}, ${pattern})`, share: way.share };
}
