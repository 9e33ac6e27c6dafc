import { z } from 'zod';
import { defineFilters } from '../http/list-filters';
import { pageSchema } from '../http/page';
import { cataloguePaging, requiredText } from './catalogue-fields';

/** SPEC §3 Objective type: the families objectives and upfronts count towards. */
export const TIPO_OBJETIVO_FILTERS = defineFilters({});
export const TIPO_OBJETIVO_ORDERABLE = ['nombre', 'id'] as const;
export type TipoObjetivoOrderable = (typeof TIPO_OBJETIVO_ORDERABLE)[number];
export const TIPO_OBJETIVO_PAGING = cataloguePaging(TIPO_OBJETIVO_ORDERABLE, 'nombre');

export const tipoObjetivoFormSchema = z.object({ nombre: requiredText(100) });
export type TipoObjetivoForm = z.infer<typeof tipoObjetivoFormSchema>;

/** One entry of GET /api/servicios/tipoobjetivo/, ordered by name. */
export const tipoObjetivoSchema = z.object({ id: z.number().int(), nombre: z.string() });
export type TipoObjetivo = z.infer<typeof tipoObjetivoSchema>;

export const tiposObjetivoSchema = z.array(tipoObjetivoSchema);
export const tiposObjetivoResponseSchema = z.union([tiposObjetivoSchema, pageSchema(tipoObjetivoSchema)]);
