import { z } from 'zod';
import { defineFilters } from '../http/list-filters';
import { pageSchema } from '../http/page';
import { cataloguePaging, isActiveSchema, optionalText, requiredText } from './catalogue-fields';

/**
 * SPEC §3 "Procedure (gestion)" as a list: the gestión entry form's drop-down reads it whole, the
 * catalogue screen (SPEC §7: "List calls send search, page, itemsPerPage and filters") pages it.
 */
export const GESTION_FILTERS = defineFilters({
  is_active: { kind: 'boolean', label: 'Activo' },
  operator: { kind: 'list', input: 'select', label: 'Operador' },
  tipo_gestion: { kind: 'list', input: 'select', label: 'Tipo de gestión' },
});

export const GESTION_ORDERABLE = ['name', 'operator', 'tipo_gestion', 'id'] as const;
export type GestionOrderable = (typeof GESTION_ORDERABLE)[number];

export const GESTION_PAGING = cataloguePaging(GESTION_ORDERABLE, 'name');

/** The admin form (SPEC §7 catalogue CRUD on gestion/). */
export const gestionFormSchema = z.object({
  name: requiredText(),
  operator: optionalText(20),
  tipo_gestion: optionalText(100),
  is_active: isActiveSchema,
});
export type GestionForm = z.infer<typeof gestionFormSchema>;

export const gestionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  operator: z.string().nullable(),
  tipo_gestion: z.string().nullable(),
  is_active: z.boolean(),
});
export type Gestion = z.infer<typeof gestionSchema>;

/** The whole list (no `page` nor `itemsPerPage` sent) or one page of it. */
export const gestionesResponseSchema = z.union([z.array(gestionSchema), pageSchema(gestionSchema)]);
export type GestionesResponse = z.infer<typeof gestionesResponseSchema>;
