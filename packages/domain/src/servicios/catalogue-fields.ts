import { z } from 'zod';
import { idSchema, MAX_ID } from '../http/id';
import type { ListPaging } from '../http/page';

/**
 * The fields every catalogue table shares (SPEC §3 Tariff … Installment), so each table's
 * contract is a list of its own fields. Spanish messages are the 400 bodies' texts.
 */
export const MENSAJES_CATALOGO = {
  required: 'Este campo es obligatorio',
  tooLong: (max: number) => `Máximo ${max} caracteres`,
  segment: 'Segmento no válido: PARTICULAR o NEGOCIOS',
  operator: 'Operador no válido',
  links: 'Lista de identificadores no válida',
  count: 'Debe ser un número entero no negativo',
} as const;

/** SPEC §9: the administration's lists page 16 rows by default. */
export const CATALOGUE_PAGE_SIZE = 16;

export function cataloguePaging<const F extends string>(
  orderable: readonly F[],
  defaultOrdering: `${'' | '-'}${NoInfer<F>}`,
): ListPaging<F> {
  return {
    defaultPageSize: CATALOGUE_PAGE_SIZE,
    maxPageSize: 500,
    pageSizeOptions: [16, 32, 64],
    orderable,
    defaultOrdering,
  };
}

export const SEGMENTS = ['PARTICULAR', 'NEGOCIOS'] as const;
export const segmentSchema = z.enum(SEGMENTS, { error: MENSAJES_CATALOGO.segment });

/** A required text of at most `max` characters, trimmed. */
export const requiredText = (max = 200) =>
  z
    .string({ error: MENSAJES_CATALOGO.required })
    .trim()
    .min(1, MENSAJES_CATALOGO.required)
    .max(max, MENSAJES_CATALOGO.tooLong(max));

/** An optional text: absent, null and blank are all null. */
export const optionalText = (max = 2000) =>
  z
    .string({ error: 'Texto no válido' })
    .trim()
    .max(max, MENSAJES_CATALOGO.tooLong(max))
    .nullish()
    .transform((value) => (value ? value : null));

/** An operator's code (operators are data: 'A', 'B', 'DBL'…); the server checks it exists. */
export const operatorSchema = requiredText(20);

/** A whole count (months, lines, devices), absent or null meaning none. */
export const optionalCount = z
  .number({ error: MENSAJES_CATALOGO.count })
  .int(MENSAJES_CATALOGO.count)
  .min(0, MENSAJES_CATALOGO.count)
  .max(MAX_ID, MENSAJES_CATALOGO.count)
  .nullish()
  .transform((value) => value ?? null);

/**
 * The ids of linked items (a tariff's promotions…): ids or `{id}` objects as the client may
 * send them back from a read; duplicates collapse. The server checks each exists in the tenant.
 */
export const linkIdsSchema = z
  .array(z.union([idSchema, z.object({ id: idSchema }).transform((item) => item.id)]), {
    error: MENSAJES_CATALOGO.links,
  })
  .max(500, MENSAJES_CATALOGO.links)
  .nullish()
  .transform((ids) => [...new Set(ids ?? [])].sort((a, b) => a - b));

export const isActiveSchema = z.boolean({ error: 'Debe ser verdadero o falso' }).default(true);

/** A row's time stamps as the API answers them (ISO instants). */
export const stampsSchema = { created_on: z.string(), updated_on: z.string() };

/** What DELETE answers when offers or customers still use the item: it was deactivated instead. */
export const deactivatedSchema = z.object({ detail: z.string(), deactivated: z.literal(true) });
export type Deactivated = z.infer<typeof deactivatedSchema>;
