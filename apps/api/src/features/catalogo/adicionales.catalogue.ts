import { USED_BY_OFFERS } from './offer-usage';
import { sql } from 'drizzle-orm';
import { ADICIONAL_FILTERS, type AdicionalForm } from '@ventas/domain/servicios/adicional-contract';
import { PRICE_DECIMALS } from '@ventas/domain/servicios/price-history';
import { containsPattern, inList } from '../../lists/filter-sql';
import { amountText, isoInstant, jsonbValue } from '../../lists/sql-format';
import { operatorReference, type CatalogueResource } from './catalogue-resource';
import { linkedIds, priceInForce } from './catalogue-sql';

/** SPEC §3 Additional line: its price keeps 4 decimals (SPEC §5). */
export const ADICIONALES: CatalogueResource<typeof ADICIONAL_FILTERS, string, unknown, AdicionalForm> = {
  path: 'adicionales',
  table: 'adicionales',
  noun: 'La línea adicional',
  stamped: true,
  deactivates: true,
  list: {
    from: sql`adicionales a`,
    tenantColumn: sql`a.tenant_id`,
    id: sql`a.id`,
    columns: sql`a.id, a.name, a.max_number,
      ${linkedIds('adicional_promociones', 'adicional_id', 'promocion_id', sql`a`)} AS promotions,
      a.operator, a.segment, a.is_active,
      ${amountText(priceInForce('adicional', sql`a.id`), PRICE_DECIMALS.adicional)} AS price_value,
      a.mobile_line_info,
      ${isoInstant(sql`a.created_on`)} AS created_on, ${isoInstant(sql`a.updated_on`)} AS updated_on`,
    filters: ADICIONAL_FILTERS,
    filterSql: {
      operator: (values) => inList(sql`a.operator`, values),
      segment: (values) => inList(sql`a.segment`, values),
      is_active: (value) => sql`a.is_active = ${value}`,
    },
    search: (text) => sql`a.name ILIKE ${containsPattern(text)}`,
    orderColumns: {
      name: sql`a.name`,
      operator: sql`a.operator`,
      segment: sql`a.segment`,
      updated_on: sql`a.updated_on`,
      id: sql`a.id`,
    },
  },
  columns: (form) => ({
    name: form.name,
    max_number: form.max_number,
    operator: form.operator,
    segment: form.segment,
    is_active: form.is_active,
    mobile_line_info: jsonbValue(form.mobile_line_info),
  }),
  references: [operatorReference()],
  links: [
    {
      field: 'promotions',
      table: 'adicional_promociones',
      own: 'adicional_id',
      other: 'promocion_id',
      target: 'promociones',
      ids: (form) => form.promotions,
    },
  ],
  price: { kind: 'adicional', of: (form) => form.price_value },
  inUse: (id) =>
    sql`(EXISTS (SELECT 1 FROM installments i WHERE i.installment_type = 'adicional' AND i.object_id = ${id}) OR ${USED_BY_OFFERS.adicional(id)})`,
};
