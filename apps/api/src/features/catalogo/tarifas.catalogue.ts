import { USED_BY_OFFERS } from './offer-usage';
import { sql } from 'drizzle-orm';
import { TARIFA_FILTERS, type TarifaForm } from '@ventas/domain/servicios/tarifa-contract';
import { containsPattern, inList } from '../../lists/filter-sql';
import { amountText, isoInstant, jsonbValue } from '../../lists/sql-format';
import { operatorReference, type CatalogueResource } from './catalogue-resource';
import { linkedIds, priceInForce } from './catalogue-sql';

/** SPEC §3 Tariff: a price from the history, and its promotions, additional lines and SVAs. */
export const TARIFAS: CatalogueResource<typeof TARIFA_FILTERS, string, unknown, TarifaForm> = {
  path: 'tarifas',
  table: 'tarifas',
  noun: 'La tarifa',
  stamped: true,
  deactivates: true,
  list: {
    from: sql`tarifas t`,
    tenantColumn: sql`t.tenant_id`,
    id: sql`t.id`,
    columns: sql`t.id, t.name, t.category, t.color, t.commercial_enrichment, t.description_file,
      t.payment_type, ${amountText(priceInForce('tarifa', sql`t.id`), 2)} AS price_value,
      t.is_active, t.operator, t.segment,
      ${linkedIds('tarifa_promociones', 'tarifa_id', 'promocion_id', sql`t`)} AS promotions,
      ${linkedIds('tarifa_adicionales', 'tarifa_id', 'adicional_id', sql`t`)} AS additional_lines,
      ${linkedIds('tarifa_svas', 'tarifa_id', 'sva_id', sql`t`)} AS svas,
      t.fixed_line_info, t.mobile_line_info,
      ${isoInstant(sql`t.created_on`)} AS created_on, ${isoInstant(sql`t.updated_on`)} AS updated_on`,
    filters: TARIFA_FILTERS,
    filterSql: {
      operator: (values) => inList(sql`t.operator`, values),
      category: (values) => inList(sql`t.category`, values),
      segment: (values) => inList(sql`t.segment`, values),
      is_active: (value) => sql`t.is_active = ${value}`,
      payment_type: (values) => inList(sql`t.payment_type`, values),
    },
    search: (text) => sql`t.name ILIKE ${containsPattern(text)}`,
    orderColumns: {
      name: sql`t.name`,
      operator: sql`t.operator`,
      category: sql`t.category`,
      segment: sql`t.segment`,
      updated_on: sql`t.updated_on`,
      id: sql`t.id`,
    },
  },
  columns: (form) => ({
    name: form.name,
    category: form.category,
    color: form.color,
    commercial_enrichment: form.commercial_enrichment,
    description_file: form.description_file,
    payment_type: form.payment_type,
    is_active: form.is_active,
    operator: form.operator,
    segment: form.segment,
    fixed_line_info: jsonbValue(form.fixed_line_info),
    mobile_line_info: jsonbValue(form.mobile_line_info),
  }),
  references: [operatorReference()],
  links: [
    {
      field: 'promotions',
      table: 'tarifa_promociones',
      own: 'tarifa_id',
      other: 'promocion_id',
      target: 'promociones',
      ids: (form) => form.promotions,
    },
    {
      field: 'additional_lines',
      table: 'tarifa_adicionales',
      own: 'tarifa_id',
      other: 'adicional_id',
      target: 'adicionales',
      ids: (form) => form.additional_lines,
    },
    {
      field: 'svas',
      table: 'tarifa_svas',
      own: 'tarifa_id',
      other: 'sva_id',
      target: 'svas',
      ids: (form) => form.svas,
    },
  ],
  price: { kind: 'tarifa', of: (form) => form.price_value },
  // Offers (issue 13) will add themselves here; installments are part of the tariff's catalogue.
  inUse: (id) =>
    sql`(EXISTS (SELECT 1 FROM installments i WHERE i.installment_type = 'tarifa' AND i.object_id = ${id}) OR ${USED_BY_OFFERS.tarifa(id)})`,
};
