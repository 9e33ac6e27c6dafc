import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../clientes/clientes-list';
import { defineFilters } from '../http/list-filters';
import { listQueryWithChoices } from '../http/list-query-choices';
import { pageSchema, type ListPaging } from '../http/page';
import { amountOutSchema } from '../money/decimal-amount';
import { comercialRefSchema } from '../people/comercial-ref';
import { SEGMENTS } from '../servicios/catalogue-fields';
import { ESTADOS_OFERTA, type EstadoOfertaId } from './oferta-estados';
import { MENSAJES_OFERTA } from './oferta-contract';
import { COLUMNAS_PIPELINE } from './pipeline';

/**
 * Issue 31 §2, the offers pipeline (decision 236): GET /api/atenciones/ofertas/pipeline/ sums each
 * status's offers; GET …/pipeline/tarjetas/?estado= pages one column. Both take the same filters:
 * the offer's commercial (its attention's), operator and segment (as quoted), and the period as
 * the days the offer was created in (Madrid).
 */
export const PIPELINE_FILTERS = defineFilters({
  comercial: { kind: 'id', input: 'multi', label: 'Comercial' },
  operador: { kind: 'list', input: 'multi', label: 'Operador' },
  segmento: { kind: 'list', input: 'multi', label: 'Segmento' },
  created_on: { kind: 'range', label: 'Creada' },
});

/** An offer status as a filter: ids 1–7. */
const ESTADO_FILTER = { kind: 'id', max: ESTADOS_OFERTA.length, label: 'Estado' } as const;

/** A column's page: the board's filters and the column's status (required). */
export const PIPELINE_TARJETAS_FILTERS = defineFilters({
  ...PIPELINE_FILTERS,
  estado: { ...ESTADO_FILTER, input: 'select' },
});

/** The list (GET …/pipeline/lista/): the board's filters and any statuses (none: every status). */
export const PIPELINE_LISTA_FILTERS = defineFilters({
  ...PIPELINE_FILTERS,
  estado: { ...ESTADO_FILTER, input: 'multi' },
});

/**
 * The board's offers as one list across the statuses, and its export (a job answering its task
 * id; `format` xlsx or json): named once for the API's routes and the web's calls.
 */
export const PIPELINE_LISTA_PATHS = {
  lista: '/api/atenciones/ofertas/pipeline/lista/',
  exportar: '/api/atenciones/ofertas/pipeline/lista/download-xlsx/',
} as const;

export const PIPELINE_CHOICES = {
  segmento: SEGMENTS,
} as const satisfies Partial<Record<keyof typeof PIPELINE_FILTERS, readonly string[]>>;

export const PIPELINE_ORDERABLE = ['updated_on', 'created_on', 'precio_total', 'id'] as const;
export type PipelineOrderable = (typeof PIPELINE_ORDERABLE)[number];

/** A column shows the last worked first; a page is what a column holds before "Ver más". */
export const PIPELINE_PAGING = {
  defaultPageSize: DEFAULT_PAGE_SIZE,
  maxPageSize: MAX_PAGE_SIZE,
  pageSizeOptions: [10, 25, 50, 100],
  orderable: PIPELINE_ORDERABLE,
  defaultOrdering: '-updated_on',
} as const satisfies ListPaging<PipelineOrderable>;

/** An offer status 1–7; anything else is refused in the offer form's own words. */
export const estadoOfertaSchema = z.union(
  ESTADOS_OFERTA.map((estado) => z.literal(estado.id)),
  { error: MENSAJES_OFERTA.estado },
) as z.ZodType<EstadoOfertaId>;

export const columnaPipelineSchema = z.object({
  estado: estadoOfertaSchema,
  label: z.string(),
  count: z.number().int(),
  /** Σ of the offers' monthly price with IVA (`precio_total`). */
  total: amountOutSchema,
  probabilidad: z.number().int(),
  ponderado: amountOutSchema,
});

export const resumenPipelineSchema = z.object({
  columnas: z.array(columnaPipelineSchema),
  count: z.number().int(),
  total: amountOutSchema,
  prevision: amountOutSchema,
});
export type ResumenPipelineView = z.infer<typeof resumenPipelineSchema>;

/** A card: the offer, its customer and commercial, its monthly price and how it was quoted. */
export const tarjetaPipelineSchema = z.object({
  id: z.number().int(),
  estado: estadoOfertaSchema,
  cliente: z.object({ id: z.number().int(), nombre: z.string() }),
  comercial: comercialRefSchema.nullable(),
  precio_total: amountOutSchema.nullable(),
  operador: z.string().nullable(),
  segmento: z.string().nullable(),
  created_on: z.string(),
  updated_on: z.string(),
  /** A Comercial's request to declare the sale, waiting for a Manager (decision 218). */
  activacion_solicitada: estadoOfertaSchema.nullable(),
});
export type TarjetaPipeline = z.infer<typeof tarjetaPipelineSchema>;

/** A column's page, and a page of the list: the list's rows are the board's cards. */
export const tarjetasPipelinePageSchema = pageSchema(tarjetaPipelineSchema);

export const MENSAJES_PROBABILIDADES = {
  rango: 'La probabilidad es un porcentaje entero entre 0 y 100',
  todas: 'Indique la probabilidad de cada estado una sola vez',
} as const;

/**
 * GET/PUT /api/distribuidores/pipeline-probabilidades/: the chance per status, whole percents,
 * every status once (a PUT with one missing or repeated is refused, not half-applied).
 */
export const probabilidadesPipelineSchema = z
  .object({
    probabilidades: z
      .array(
        z
          .object({
            estado: estadoOfertaSchema,
            probabilidad: z
              .number({ error: MENSAJES_PROBABILIDADES.rango })
              .int(MENSAJES_PROBABILIDADES.rango)
              .min(0, MENSAJES_PROBABILIDADES.rango)
              .max(100, MENSAJES_PROBABILIDADES.rango),
          })
          .strict(),
      )
      .max(ESTADOS_OFERTA.length, MENSAJES_PROBABILIDADES.todas),
  })
  .strict()
  .refine(
    ({ probabilidades }) =>
      new Set(probabilidades.map((p) => p.estado)).size === COLUMNAS_PIPELINE.length &&
      probabilidades.length === COLUMNAS_PIPELINE.length,
    { message: MENSAJES_PROBABILIDADES.todas, path: ['probabilidades'] },
  );
export type ProbabilidadesPipelineView = z.infer<typeof probabilidadesPipelineSchema>;

/** POST /api/atenciones/oferta/{id}/estado/: a card moved to another column. */
export const moverOfertaSchema = z.object({ estado: estadoOfertaSchema }).strict();

/** The board's sums' query string: its filters (the page and order go unused). */
export const resumenPipelineQuerySchema = listQueryWithChoices(
  PIPELINE_FILTERS,
  PIPELINE_PAGING,
  PIPELINE_CHOICES,
);

/** A column's page names its one status. */
export const tarjetasPipelineQuerySchema = listQueryWithChoices(
  PIPELINE_TARJETAS_FILTERS,
  PIPELINE_PAGING,
  PIPELINE_CHOICES,
).refine((query) => query.estado.length === 1, {
  message: 'Indique el estado de la columna',
  path: ['estado'],
});

/** The list's query string: the board's filters, any statuses, page and order. */
export const pipelineListaQuerySchema = listQueryWithChoices(
  PIPELINE_LISTA_FILTERS,
  PIPELINE_PAGING,
  PIPELINE_CHOICES,
);
