import { z } from 'zod';
import {
  DEFAULT_ORDERING,
  DEFAULT_PAGE_SIZE,
  MAX_FILTER_TEXT,
  MAX_PAGE_SIZE,
  ORDERABLE_FIELDS,
  type OrderableField,
} from '@ventas/domain/clientes/clientes-list';

/** Filters of the customer list (SPEC §3 "Telework query filters") plus search, paging, order. */
const MAX_LIST_ITEMS = 100;

/** Query strings carry lists as `name=a&name=b`, `name[]=a` or `name=a,b`; blanks are dropped. */
function normaliseQuery(raw: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (typeof raw !== 'object' || raw === null) return out;
  for (const [rawKey, rawValue] of Object.entries(raw)) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const values = (Array.isArray(rawValue) ? rawValue : [rawValue]).map(String);
    (out[key] ??= []).push(...values);
  }
  return out;
}

const first = (values: string[] | undefined) => values?.find((value) => value.trim() !== '')?.trim();

const text = z
  .array(z.string())
  .optional()
  .transform(first)
  .pipe(z.string().max(MAX_FILTER_TEXT, `Máximo ${MAX_FILTER_TEXT} caracteres`).optional());

const textList = z
  .array(z.string())
  .optional()
  .transform((values) =>
    (values ?? [])
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(MAX_FILTER_TEXT)).max(MAX_LIST_ITEMS));

const idList = textList.pipe(z.array(z.coerce.number<string>().int().positive().max(2_147_483_647)));

/** Commercial filter: ids, and the spec's 'null' entry for unassigned customers (SPEC §5). */
const comercialList = textList.pipe(
  z.array(z.union([z.literal('null'), z.coerce.number<string>().int().positive().max(2_147_483_647)])),
);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha no válida (AAAA-MM-DD)');
export interface DateRange {
  from?: string | undefined;
  to?: string | undefined;
}

const positiveInt = (fallback: number, max: number) =>
  z
    .array(z.string())
    .optional()
    .transform((values) => first(values) ?? String(fallback))
    .pipe(z.coerce.number<string>().int().min(1).max(max));

export type { OrderableField };

const ordering = z
  .array(z.string())
  .optional()
  .transform((values) => first(values) ?? DEFAULT_ORDERING)
  .pipe(
    z
      .string()
      .regex(new RegExp(`^-?(${ORDERABLE_FIELDS.join('|')})$`), 'Orden no válido')
      .transform((value) => ({
        field: value.replace(/^-/, '') as OrderableField,
        descending: value.startsWith('-'),
      })),
  );

/** Date ranges arrive as `name_after`/`name_before` or as `name[]=from&name[]=to`. */
const RANGE_FIELDS = [
  'fecha_contacto',
  'updated_on',
  'fecha_agendado',
  'fecha_venta',
  'contractPermanenceEnding',
] as const;
export type RangeField = (typeof RANGE_FIELDS)[number];

function rangeFrom(
  query: Record<string, string[]>,
  field: RangeField,
  ctx: z.RefinementCtx,
): DateRange | undefined {
  const pair = query[field] ?? [];
  const from = first(query[`${field}_after`]) ?? pair[0]?.trim();
  const to = first(query[`${field}_before`]) ?? pair[1]?.trim();
  const range: DateRange = { from: from || undefined, to: to || undefined };
  for (const [key, value] of [
    ['after', range.from],
    ['before', range.to],
  ] as const) {
    if (value !== undefined && !isoDate.safeParse(value).success) {
      ctx.addIssue({ code: 'custom', message: 'Fecha no válida (AAAA-MM-DD)', path: [`${field}_${key}`] });
    }
  }
  return range.from || range.to ? range : undefined;
}

const filterFields = z.object({
  search: text,
  nombre: text,
  lastname: text,
  documento: text,
  tipo_documento: textList,
  telefono: text,
  estadoCliente: textList,
  estadoOferta: idList,
  tipoOferta: textList,
  email: text,
  direccion: text,
  cp: text,
  localidad: text,
  origenBbdd: idList,
  segmento: textList,
  comercial: comercialList,
  tipo_comercial: textList,
  ispActual: textList,
  oferta: idList,
  razon_no_interesado: textList,
  notes: text,
  opciones_tipo_llamada: textList,
  opciones_no_interesado: textList,
  contractIsp: textList,
  estadoServicio: textList,
  contractSegment: textList,
  contractTariffCategory: textList,
  contractServices: textList,
  notContractServices: textList,
  contractServiceState: textList,
  contractPackageId: text,
  contractSfid: text,
  page: positiveInt(1, 1_000_000),
  itemsPerPage: positiveInt(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  ordering,
});

/**
 * The raw query string in, typed filters out. Unknown keys are ignored (the client may send
 * UI-only state); empty values and empty lists are dropped (SPEC §3).
 */
export const clientesFiltersSchema = z
  .unknown()
  .transform(normaliseQuery)
  .transform((query, ctx) => {
    const ranges = Object.fromEntries(
      RANGE_FIELDS.map((field) => [field, rangeFrom(query, field, ctx)] as const),
    ) as Record<RangeField, DateRange | undefined>;
    const parsed = filterFields.safeParse(query);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
      return z.NEVER;
    }
    return { ...parsed.data, ranges };
  });

export type ClientesFilters = z.output<typeof clientesFiltersSchema>;
