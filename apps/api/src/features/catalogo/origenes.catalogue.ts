import { sql } from 'drizzle-orm';
import {
  ORIGEN_FILTERS,
  ORIGEN_PAGING,
  type Origen,
  type OrigenForm,
} from '@ventas/domain/servicios/origen-contract';
import { containsPattern } from '../../lists/filter-sql';
import { isoInstant } from '../../lists/sql-format';
import { listQuerySchema } from '@ventas/domain/http/list-query';
import { readTableRows } from '../../lists/table-list';
import type { TenantTx } from '../../db/database';
import type { CatalogueResource } from './catalogue-resource';

/** SPEC §3 Database origin. Customers keep theirs: an origin in use cannot be deleted (409). */
export const ORIGENES: CatalogueResource<typeof ORIGEN_FILTERS, string, unknown, OrigenForm> = {
  path: 'origenesbd',
  table: 'origenes_bbdd',
  noun: 'El origen',
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

// Every origin, by name: the list's own query with nothing asked (no filter, search or page).
const ALL_ORIGENES = listQuerySchema(ORIGEN_FILTERS, ORIGEN_PAGING).parse({});

/** Every origin of the tenant, as `origenesbd/` without a page answers them. */
export async function listOrigenes(tx: TenantTx): Promise<Origen[]> {
  // The list's columns are origenSchema's; the routes' response schemas check them.
  return (await readTableRows(tx, ORIGENES.list, ALL_ORIGENES)) as Origen[];
}
