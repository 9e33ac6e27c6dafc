import { z } from 'zod';
import { defineFilters } from '../http/list-filters';
import { pageSchema } from '../http/page';
import { cataloguePaging, requiredText } from './catalogue-fields';

/** SPEC §3 Database origin: where a customer's record came from. */
export const ORIGEN_FILTERS = defineFilters({});
export const ORIGEN_ORDERABLE = ['nombre', 'timestamp', 'id'] as const;
export type OrigenOrderable = (typeof ORIGEN_ORDERABLE)[number];
export const ORIGEN_PAGING = cataloguePaging(ORIGEN_ORDERABLE, 'nombre');

export const origenFormSchema = z.object({ nombre: requiredText(100) });
export type OrigenForm = z.infer<typeof origenFormSchema>;

export const origenSchema = z.object({ id: z.number().int(), nombre: z.string(), timestamp: z.string() });
export type Origen = z.infer<typeof origenSchema>;
export const origenesResponseSchema = z.union([z.array(origenSchema), pageSchema(origenSchema)]);
