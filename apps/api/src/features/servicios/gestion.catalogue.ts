import { sql } from 'drizzle-orm';
import { GESTION_FILTERS, type Gestion, type GestionOrderable } from '@ventas/domain/servicios/gestion-list';
import { containsPattern, inList } from '../../lists/filter-sql';
import type { TableList } from '../../lists/table-list';

/** The procedures list, declared on the generic table list (lists/table-list.ts). */
export const GESTION_LIST: TableList<typeof GESTION_FILTERS, GestionOrderable, Gestion> = {
  from: sql`gestiones g`,
  tenantColumn: sql`g.tenant_id`,
  id: sql`g.id`,
  columns: sql`g.id, g.name, g.operator, g.tipo_gestion, g.is_active`,
  filters: GESTION_FILTERS,
  filterSql: {
    is_active: (value) => sql`g.is_active = ${value}`,
    operator: (values) => inList(sql`g.operator`, values),
    tipo_gestion: (values) => inList(sql`g.tipo_gestion`, values),
  },
  search: (text) => sql`g.name ILIKE ${containsPattern(text)}`,
  orderColumns: {
    name: sql`g.name`,
    operator: sql`g.operator`,
    tipo_gestion: sql`g.tipo_gestion`,
    id: sql`g.id`,
  },
};
