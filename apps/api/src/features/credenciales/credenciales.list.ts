import { sql } from 'drizzle-orm';
import {
  CREDENCIALES_FILTERS,
  type Credencial,
  type CredencialesOrderable,
} from '@ventas/domain/credenciales/credenciales-contract';
import { containsPattern } from '../../lists/filter-sql';
import { isoInstant } from '../../lists/sql-format';
import type { TableList } from '../../lists/table-list';

/**
 * GET /api/scraping/claves/ (SPEC §7) and the detail: a row says whether a password and a cookie
 * are stored, never their ciphertext (the columns below are the only ones read).
 */
export const CREDENCIALES_LIST: TableList<typeof CREDENCIALES_FILTERS, CredencialesOrderable, Credencial> = {
  from: sql`credenciales c`,
  tenantColumn: sql`c.tenant_id`,
  id: sql`c.id`,
  columns: sql`c.id, c.nombre_portal, c.url, c.username,
    c.password_cifrada IS NOT NULL AS tiene_password, c.cookie_cifrada IS NOT NULL AS tiene_cookie,
    ${isoInstant(sql`c.created_on`)} AS created_on, ${isoInstant(sql`c.updated_on`)} AS updated_on`,
  filters: CREDENCIALES_FILTERS,
  filterSql: {},
  search: (text) => {
    const pattern = containsPattern(text);
    return sql`(c.nombre_portal ILIKE ${pattern} OR c.url ILIKE ${pattern} OR c.username ILIKE ${pattern})`;
  },
  orderColumns: {
    nombre_portal: sql`c.nombre_portal`,
    username: sql`c.username`,
    updated_on: sql`c.updated_on`,
    id: sql`c.id`,
  },
};
