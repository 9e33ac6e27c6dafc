import { sql } from 'drizzle-orm';
import {
  ORIGEN_FILTERS,
  ORIGEN_PAGING,
  origenesResponseSchema,
  origenFormSchema,
  origenSchema,
  type OrigenForm,
} from '@ventas/domain/servicios/origen-contract';
import { containsPattern } from '../../lists/filter-sql';
import { isoInstant } from '../../lists/sql-format';
import type { CatalogueResource } from './catalogue-resource';

/** SPEC §3 Database origin. Customers keep theirs: an origin in use cannot be deleted (409). */
export const ORIGENES: CatalogueResource<typeof ORIGEN_FILTERS, string, unknown, OrigenForm> = {
  path: 'origenesbd',
  table: 'origenes_bbdd',
  noun: 'El origen',
  paging: ORIGEN_PAGING,
  form: origenFormSchema,
  row: origenSchema,
  listResponse: origenesResponseSchema,
  stamped: false,
  deactivates: false,
  list: {
    from: sql`origenes_bbdd o`,
    tenantColumn: sql`o.tenant_id`,
    id: sql`o.id`,
    columns: sql`o.id, o.nombre, ${isoInstant(sql`o.timestamp`)} AS timestamp`,
    filters: ORIGEN_FILTERS,
    filterSql: {},
    search: (text) => sql`o.nombre ILIKE ${containsPattern(text)}`,
    orderColumns: { nombre: sql`o.nombre`, timestamp: sql`o.timestamp`, id: sql`o.id` },
  },
  columns: (form) => ({ nombre: form.nombre }),
  inUse: (id) => sql`EXISTS (SELECT 1 FROM clientes c WHERE c.origen_bbdd_id = ${id})`,
};
