import { sql } from 'drizzle-orm';
import { TIPO_OBJETIVO_FILTERS, type TipoObjetivoForm } from '@ventas/domain/servicios/tipoobjetivo-contract';
import { containsPattern } from '../../lists/filter-sql';
import type { CatalogueResource } from './catalogue-resource';

/** SPEC §3 Objective type. Upfront entries map items to one: a type in use cannot be deleted (409). */
export const TIPOS_OBJETIVO: CatalogueResource<
  typeof TIPO_OBJETIVO_FILTERS,
  string,
  unknown,
  TipoObjetivoForm
> = {
  path: 'tipoobjetivo',
  table: 'tipos_objetivo',
  noun: 'El tipo de objetivo',
  stamped: false,
  deactivates: false,
  list: {
    from: sql`tipos_objetivo o`,
    tenantColumn: sql`o.tenant_id`,
    id: sql`o.id`,
    columns: sql`o.id, o.nombre`,
    filters: TIPO_OBJETIVO_FILTERS,
    filterSql: {},
    search: (text) => sql`o.nombre ILIKE ${containsPattern(text)}`,
    orderColumns: { nombre: sql`o.nombre`, id: sql`o.id` },
  },
  columns: (form) => ({ nombre: form.nombre }),
  // Upfronts map items to it and objectives are set on it: deleting it would lose either (409).
  inUse: (id) =>
    sql`(EXISTS (SELECT 1 FROM upfront_history u WHERE u.familia_objetivo_id = ${id})
      OR EXISTS (SELECT 1 FROM objetivos o WHERE o.tenant_id = app_current_tenant() AND o.familia_id = ${id}))`,
};
