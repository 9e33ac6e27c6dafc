import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../clientes/clientes-list';
import { TIPOS_COMERCIAL } from '../cuentas/account-constants';
import { defineFilters } from '../http/list-filters';
import type { ListQuery } from '../http/list-query';
import { listQueryWithChoices } from '../http/list-query-choices';
import { pageSchema, type ListPaging } from '../http/page';
import { ESTADOS_ATENCION, TIPOS_ATENCION, type TipoAtencion } from './atencion-constants';
import { atencionViewSchema } from './atenciones-contract';

/**
 * GET /api/atenciones/ (SPEC §7 "Calculator": "filter 'gestiones' plus params; arrays serialised
 * with brackets"): the tenant's attentions, paged. `filter` names a view, each one attention tipo;
 * several views mean any of them, and with `tipo` both must hold.
 */
export const VISTAS_ATENCIONES = {
  gestiones: 'GESTION',
  ofertas: 'OFERTA',
  agendados: 'AGENDADO',
  no_interesados: 'NO_INTERESADO',
} as const satisfies Record<string, TipoAtencion>;
export type VistaAtenciones = keyof typeof VISTAS_ATENCIONES;

export const ATENCIONES_LIST_FILTERS = defineFilters({
  filter: { kind: 'list', input: 'select', label: 'Vista' },
  tipo: { kind: 'list', input: 'multi', label: 'Tipo' },
  estado: { kind: 'list', input: 'multi', label: 'Estado' },
  // The commercial who recorded the attention (not the customer's).
  comercial: { kind: 'id', input: 'multi', label: 'Comercial' },
  tipo_comercial: { kind: 'list', input: 'select', label: 'Tipo de comercial' },
  cliente: { kind: 'id', input: 'select', label: 'Cliente' },
  gestion: { kind: 'id', input: 'multi', label: 'Gestión' },
  updated_on: { kind: 'range', label: 'Actualizada' },
});

/** The only values the enumerated filters take: any other is a 400 naming the parameter. */
export const ATENCIONES_LIST_CHOICES = {
  filter: Object.keys(VISTAS_ATENCIONES) as VistaAtenciones[],
  tipo: TIPOS_ATENCION,
  estado: ESTADOS_ATENCION,
  tipo_comercial: TIPOS_COMERCIAL,
} as const satisfies Partial<Record<keyof typeof ATENCIONES_LIST_FILTERS, readonly string[]>>;

export const ATENCIONES_LIST_ORDERABLE = ['updated_on', 'id'] as const;
export type AtencionesListOrderable = (typeof ATENCIONES_LIST_ORDERABLE)[number];

/** Telework's page sizes (clientes-list.ts), newest first. */
export const ATENCIONES_LIST_PAGING = {
  defaultPageSize: DEFAULT_PAGE_SIZE,
  maxPageSize: MAX_PAGE_SIZE,
  pageSizeOptions: [10, 25, 50, 100],
  orderable: ATENCIONES_LIST_ORDERABLE,
  defaultOrdering: '-updated_on',
} as const satisfies ListPaging<AtencionesListOrderable>;

/** One attention as the history shows it, plus its customer's name. */
export const atencionListRowSchema = atencionViewSchema.extend({ cliente_nombre: z.string() });
export type AtencionListRow = z.infer<typeof atencionListRowSchema>;

export const atencionesPageSchema = pageSchema(atencionListRowSchema);

/** GET /api/atenciones/'s query string. */
export const atencionesListQuerySchema = listQueryWithChoices(
  ATENCIONES_LIST_FILTERS,
  ATENCIONES_LIST_PAGING,
  ATENCIONES_LIST_CHOICES,
);
export type AtencionesListQuery = ListQuery<typeof ATENCIONES_LIST_FILTERS, AtencionesListOrderable>;
