import { sql } from 'drizzle-orm';
import { PROMOCION_FILTERS, type PromocionForm } from '@ventas/domain/servicios/promocion-contract';
import { containsPattern, inList } from '../../lists/filter-sql';
import { isoInstant } from '../../lists/sql-format';
import { operatorReference, type CatalogueResource } from './catalogue-resource';
import { linkedIds } from './catalogue-sql';
import { USED_BY_OFFERS } from './offer-usage';

/** SPEC §3 Promotion; `tariffs` is the other side of a tariff's promotions. */
export const PROMOCIONES: CatalogueResource<typeof PROMOCION_FILTERS, string, unknown, PromocionForm> = {
  path: 'promociones',
  table: 'promociones',
  noun: 'La promoción',
  stamped: true,
  deactivates: true,
  inUse: USED_BY_OFFERS.promocion,
  list: {
    from: sql`promociones p`,
    tenantColumn: sql`p.tenant_id`,
    id: sql`p.id`,
    columns: sql`p.id, p.name, p.is_active, p.duration, p.duration_unit, p.amount::text AS amount,
      p.amount_unit, p.operator,
      ${linkedIds('tarifa_promociones', 'promocion_id', 'tarifa_id', sql`p`)} AS tariffs,
      ${isoInstant(sql`p.created_on`)} AS created_on, ${isoInstant(sql`p.updated_on`)} AS updated_on`,
    filters: PROMOCION_FILTERS,
    filterSql: {
      operator: (values) => inList(sql`p.operator`, values),
      amount_unit: (values) => inList(sql`p.amount_unit`, values),
      is_active: (value) => sql`p.is_active = ${value}`,
    },
    search: (text) => sql`p.name ILIKE ${containsPattern(text)}`,
    orderColumns: {
      name: sql`p.name`,
      operator: sql`p.operator`,
      amount: sql`p.amount`,
      updated_on: sql`p.updated_on`,
      id: sql`p.id`,
    },
  },
  columns: (form) => ({
    name: form.name,
    is_active: form.is_active,
    duration: form.duration,
    duration_unit: form.duration_unit,
    amount: form.amount,
    amount_unit: form.amount_unit,
    operator: form.operator,
  }),
  references: [operatorReference()],
  links: [
    {
      field: 'tariffs',
      table: 'tarifa_promociones',
      own: 'promocion_id',
      other: 'tarifa_id',
      target: 'tarifas',
      ids: (form) => form.tariffs,
    },
  ],
};
