import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../clientes/clientes-list';
import { defineFilters } from '../http/list-filters';
import type { ListQuery } from '../http/list-query';
import { listQueryWithChoices } from '../http/list-query-choices';
import { pageSchema, type ListPaging } from '../http/page';
import { amountOutSchema } from '../money/decimal-amount';
import { TIPOS_LINEA } from '../ofertas/oferta-cotizacion';
import { comercialRefSchema } from '../people/comercial-ref';
import { ESTADOS_OFERTA } from '../ofertas/oferta-estados';
import { ESTADOS_PAQUETE } from './paquete-estados';

/**
 * GET /api/atenciones/paquete/ (SPEC §7 "Calculator": "with params"): the tenant's packages with
 * their offer, customer and commercial, paged. `comercial` is the commercial of the offer's
 * attention; `oferta` is an offer's id (the customer list's `oferta` names tariffs instead).
 */
export const PAQUETES_LIST_FILTERS = defineFilters({
  estado: { kind: 'list', input: 'multi', label: 'Estado del paquete' },
  tipo_linea: { kind: 'list', input: 'multi', label: 'Tipo de línea' },
  comercial: { kind: 'id', input: 'multi', label: 'Comercial' },
  cliente: { kind: 'id', input: 'select', label: 'Cliente' },
  oferta: { kind: 'id', input: 'select', label: 'Oferta' },
  estado_oferta: {
    kind: 'id',
    input: 'multi',
    max: ESTADOS_OFERTA.length,
    label: 'Estado de la oferta',
  },
  fecha_venta: { kind: 'range', label: 'Fecha de venta' },
  created_on: { kind: 'range', label: 'Creado' },
  updated_on: { kind: 'range', label: 'Actualizado' },
});

/** The only values the enumerated filters take: any other is a 400 naming the parameter. */
export const PAQUETES_LIST_CHOICES = {
  estado: ESTADOS_PAQUETE,
  tipo_linea: TIPOS_LINEA,
} as const satisfies Partial<Record<keyof typeof PAQUETES_LIST_FILTERS, readonly string[]>>;

export const PAQUETES_LIST_ORDERABLE = ['updated_on', 'created_on', 'id'] as const;
export type PaquetesListOrderable = (typeof PAQUETES_LIST_ORDERABLE)[number];

/** Telework's page sizes (clientes-list.ts), newest first. */
export const PAQUETES_LIST_PAGING = {
  defaultPageSize: DEFAULT_PAGE_SIZE,
  maxPageSize: MAX_PAGE_SIZE,
  pageSizeOptions: [10, 25, 50, 100],
  orderable: PAQUETES_LIST_ORDERABLE,
  defaultOrdering: '-updated_on',
} as const satisfies ListPaging<PaquetesListOrderable>;

/** SPEC §3 "Package line" as a list row; money as exact decimal strings, instants in ISO. */
export const paqueteListRowSchema = z.object({
  id: z.number().int(),
  estado: z.string(),
  tipoLinea: z.string(),
  tipoVenta: z.string().nullable(),
  tarifa: z.number().int().nullable(),
  tarifaNombre: z.string().nullable(),
  /** Monthly price during the promotions, after them, and how many months they last (issue 13). */
  precio_durante: amountOutSchema.nullable(),
  precio_despues: amountOutSchema.nullable(),
  meses_promocion: z.number().int().nullable(),
  order_id: z.string().nullable(),
  lineasAsociadas: z.array(z.string()),
  crossSell: z.boolean(),
  created_on: z.string(),
  updated_on: z.string(),
  /** The id of the package's additional info (POST or PUT /api/atenciones/additionalinfo/), if any. */
  additional_info_id: z.number().int().nullable(),
  oferta: z.object({
    id: z.number().int(),
    estado: z.number().int(),
    estadoLabel: z.string().nullable(),
    fechaVenta: z.string().nullable(),
    precioTotal: amountOutSchema.nullable(),
  }),
  cliente: z.object({ id: z.number().int(), nombre: z.string() }),
  /** The commercial of the offer's attention. */
  comercial: comercialRefSchema.nullable(),
});
export type PaqueteListRow = z.infer<typeof paqueteListRowSchema>;

export const paquetesPageSchema = pageSchema(paqueteListRowSchema);

/** GET /api/atenciones/paquete/'s query string. */
export const paquetesListQuerySchema = listQueryWithChoices(
  PAQUETES_LIST_FILTERS,
  PAQUETES_LIST_PAGING,
  PAQUETES_LIST_CHOICES,
);
export type PaquetesListQuery = ListQuery<typeof PAQUETES_LIST_FILTERS, PaquetesListOrderable>;
