import { sql } from 'drizzle-orm';
import { TERMINAL_FILTERS, type TerminalForm } from '@ventas/domain/servicios/terminal-contract';
import { containsPattern, inList } from '../../lists/filter-sql';
import { amountText, isoInstant } from '../../lists/sql-format';
import { operatorReference, type CatalogueResource } from './catalogue-resource';
import { priceInForce } from './catalogue-sql';
import { USED_BY_OFFERS } from './offer-usage';

/** SPEC §3 Device: a terminal, its insurance and its price (history); installments hang off it. */
export const TERMINALES: CatalogueResource<typeof TERMINAL_FILTERS, string, unknown, TerminalForm> = {
  path: 'terminales',
  table: 'terminales',
  noun: 'El dispositivo',
  stamped: true,
  deactivates: true,
  inUse: USED_BY_OFFERS.terminal,
  list: {
    from: sql`terminales d`,
    tenantColumn: sql`d.tenant_id`,
    id: sql`d.id`,
    columns: sql`d.id, d.name, d.brand, d.description, d.page_url, d.seguro_id AS seguro,
      ${amountText(priceInForce('terminal', sql`d.id`), 2)} AS price, d.devices, d.is_active,
      d.operator, ${isoInstant(sql`d.created_on`)} AS created_on, ${isoInstant(sql`d.updated_on`)} AS updated_on`,
    filters: TERMINAL_FILTERS,
    filterSql: {
      operator: (values) => inList(sql`d.operator`, values),
      brand: (values) => inList(sql`d.brand`, values),
      is_active: (value) => sql`d.is_active = ${value}`,
    },
    search: (text) => sql`(d.name ILIKE ${containsPattern(text)} OR d.brand ILIKE ${containsPattern(text)})`,
    orderColumns: {
      name: sql`d.name`,
      brand: sql`d.brand`,
      operator: sql`d.operator`,
      updated_on: sql`d.updated_on`,
      id: sql`d.id`,
    },
  },
  columns: (form) => ({
    name: form.name,
    brand: form.brand,
    description: form.description,
    page_url: form.page_url,
    seguro_id: form.seguro,
    devices: form.devices,
    is_active: form.is_active,
    operator: form.operator,
  }),
  references: [
    operatorReference(),
    { field: 'seguro', table: 'seguros', column: 'id', values: (form) => (form.seguro ? [form.seguro] : []) },
  ],
  price: { kind: 'terminal', of: (form) => form.price },
  // Offers (issue 13) will add themselves here; a deleted device's installments go with it.
};
