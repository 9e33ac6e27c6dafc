import { sql } from 'drizzle-orm';
import { GESTION_FILTERS, type GestionForm } from '@ventas/domain/servicios/gestion-list';
import { containsPattern, inList } from '../../lists/filter-sql';
import type { CatalogueResource } from './catalogue-resource';

/**
 * SPEC §3 Procedure (gestion): the gestión entry form's drop-down reads it whole, the
 * administration pages it. Attentions that registered a procedure keep it (deactivated).
 */
export const GESTIONES: CatalogueResource<typeof GESTION_FILTERS, string, unknown, GestionForm> = {
  path: 'gestion',
  table: 'gestiones',
  noun: 'La gestión',
  stamped: false,
  deactivates: true,
  list: {
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
  },
  columns: (form) => ({
    name: form.name,
    operator: form.operator,
    tipo_gestion: form.tipo_gestion,
    is_active: form.is_active,
  }),
  inUse: (id) => sql`EXISTS (SELECT 1 FROM atenciones a WHERE a.gestion_id = ${id})`,
};
