import { USED_BY_OFFERS } from './offer-usage';
import { sql } from 'drizzle-orm';
import { SEGURO_FILTERS, type SeguroForm } from '@ventas/domain/servicios/seguro-contract';
import { containsPattern, inList } from '../../lists/filter-sql';
import { amountText, isoInstant } from '../../lists/sql-format';
import { operatorReference, type CatalogueResource } from './catalogue-resource';
import { priceInForce } from './catalogue-sql';

/** SPEC §3 Insurance: priced through the history like every priced item. */
export const SEGUROS: CatalogueResource<typeof SEGURO_FILTERS, string, unknown, SeguroForm> = {
  path: 'seguros',
  table: 'seguros',
  noun: 'El seguro',
  stamped: true,
  deactivates: true,
  list: {
    from: sql`seguros s`,
    tenantColumn: sql`s.tenant_id`,
    id: sql`s.id`,
    columns: sql`s.id, s.name, s.operator, s.is_active,
      ${amountText(priceInForce('seguro', sql`s.id`), 2)} AS price, s.tramo,
      ${isoInstant(sql`s.created_on`)} AS created_on, ${isoInstant(sql`s.updated_on`)} AS updated_on`,
    filters: SEGURO_FILTERS,
    filterSql: {
      operator: (values) => inList(sql`s.operator`, values),
      is_active: (value) => sql`s.is_active = ${value}`,
    },
    search: (text) => sql`(s.name ILIKE ${containsPattern(text)} OR s.tramo ILIKE ${containsPattern(text)})`,
    orderColumns: {
      name: sql`s.name`,
      operator: sql`s.operator`,
      tramo: sql`s.tramo`,
      updated_on: sql`s.updated_on`,
      id: sql`s.id`,
    },
  },
  columns: (form) => ({
    name: form.name,
    operator: form.operator,
    is_active: form.is_active,
    tramo: form.tramo,
  }),
  references: [operatorReference()],
  price: { kind: 'seguro', of: (form) => form.price },
  inUse: (id) =>
    sql`(EXISTS (SELECT 1 FROM terminales d WHERE d.seguro_id = ${id}) OR ${USED_BY_OFFERS.seguro(id)})`,
};
