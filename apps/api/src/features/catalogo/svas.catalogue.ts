import { sql } from 'drizzle-orm';
import { SVA_FILTERS, type SvaForm } from '@ventas/domain/servicios/sva-contract';
import { containsPattern, inList } from '../../lists/filter-sql';
import { amountText, isoInstant } from '../../lists/sql-format';
import { operatorReference, type CatalogueResource } from './catalogue-resource';
import { linkedIds, priceInForce } from './catalogue-sql';
import { USED_BY_OFFERS } from './offer-usage';

/** SPEC §3 SVA (value-added service). */
export const SVAS: CatalogueResource<typeof SVA_FILTERS, string, unknown, SvaForm> = {
  path: 'sva',
  table: 'svas',
  noun: 'El SVA',
  stamped: true,
  deactivates: true,
  inUse: USED_BY_OFFERS.sva,
  list: {
    from: sql`svas s`,
    tenantColumn: sql`s.tenant_id`,
    id: sql`s.id`,
    columns: sql`s.id, s.name, ${amountText(priceInForce('sva', sql`s.id`), 2)} AS price_value,
      s.image, s.more_info, s.permanence, s.is_active, s.operator, s.segment,
      ${linkedIds('sva_promociones', 'sva_id', 'promocion_id', sql`s`)} AS promotions,
      ${isoInstant(sql`s.created_on`)} AS created_on, ${isoInstant(sql`s.updated_on`)} AS updated_on`,
    filters: SVA_FILTERS,
    filterSql: {
      operator: (values) => inList(sql`s.operator`, values),
      segment: (values) => inList(sql`s.segment`, values),
      is_active: (value) => sql`s.is_active = ${value}`,
    },
    search: (text) => sql`s.name ILIKE ${containsPattern(text)}`,
    orderColumns: {
      name: sql`s.name`,
      operator: sql`s.operator`,
      segment: sql`s.segment`,
      updated_on: sql`s.updated_on`,
      id: sql`s.id`,
    },
  },
  columns: (form) => ({
    name: form.name,
    image: form.image,
    more_info: form.more_info,
    permanence: form.permanence,
    is_active: form.is_active,
    operator: form.operator,
    segment: form.segment,
  }),
  references: [operatorReference()],
  links: [
    {
      field: 'promotions',
      table: 'sva_promociones',
      own: 'sva_id',
      other: 'promocion_id',
      target: 'promociones',
      ids: (form) => form.promotions,
    },
  ],
  price: { kind: 'sva', of: (form) => form.price_value },
};
