import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tiposObjetivo } from './catalogos';
import { tenantColumns } from './tenant-columns';

/**
 * The catalogue offers are priced from (SPEC §3 Tariff … Installment). Prices are not columns of
 * the items: they live in `price_history`, dated, and the price of an item is the entry in force
 * (`priceInForce` in features/catalogo/catalogue-sql.ts; decision 64).
 */

const stamps = () => ({
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
});

/** Operators are data (decision 64): each group sells one; DBL sells with B's terminals. */
export const operadores = pgTable(
  'operadores',
  {
    ...tenantColumns(),
    codigo: text('codigo').notNull(),
    nombre: text('nombre').notNull(),
    /** The operator group (A–D) whose sections sell it, if any. */
    grupo: text('grupo'),
    /** The operator whose terminals its offers use (SPEC §9: DBL uses B's). */
    terminalesDe: text('terminales_de'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('operadores_tenant_codigo_key').on(t.tenantId, t.codigo),
  ],
);

const operatorKey = (t: { tenantId: never; operator: never }, name: string) =>
  foreignKey({
    name,
    columns: [t.tenantId, t.operator],
    foreignColumns: [operadores.tenantId, operadores.codigo],
  }).onUpdate('cascade');

export const tarifas = pgTable(
  'tarifas',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    color: text('color'),
    commercialEnrichment: text('commercial_enrichment'),
    descriptionFile: text('description_file'),
    paymentType: text('payment_type'),
    isActive: boolean('is_active').notNull().default(true),
    operator: text('operator').notNull(),
    segment: text('segment').notNull(),
    fixedLineInfo: jsonb('fixed_line_info'),
    mobileLineInfo: jsonb('mobile_line_info'),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    operatorKey(t as never, 'tarifas_operator_fk'),
    index('tarifas_tenant_operator_segment_idx').on(t.tenantId, t.operator, t.segment, t.isActive),
    index('tarifas_tenant_name_idx').on(t.tenantId, t.name),
  ],
);

export const adicionales = pgTable(
  'adicionales',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    maxNumber: integer('max_number'),
    operator: text('operator').notNull(),
    segment: text('segment').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    mobileLineInfo: jsonb('mobile_line_info'),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    operatorKey(t as never, 'adicionales_operator_fk'),
    index('adicionales_tenant_operator_segment_idx').on(t.tenantId, t.operator, t.segment, t.isActive),
  ],
);

export const svas = pgTable(
  'svas',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    image: text('image'),
    moreInfo: text('more_info'),
    permanence: integer('permanence'),
    isActive: boolean('is_active').notNull().default(true),
    operator: text('operator').notNull(),
    segment: text('segment').notNull(),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    operatorKey(t as never, 'svas_operator_fk'),
    index('svas_tenant_operator_segment_idx').on(t.tenantId, t.operator, t.segment, t.isActive),
  ],
);

export const promociones = pgTable(
  'promociones',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    duration: integer('duration'),
    durationUnit: text('duration_unit'),
    amount: numeric('amount', { precision: 12, scale: 4 }).notNull(),
    amountUnit: text('amount_unit').notNull(),
    operator: text('operator').notNull(),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    operatorKey(t as never, 'promociones_operator_fk'),
    check(
      'promociones_amount_check',
      sql`${t.amount} >= 0 AND (${t.amountUnit} <> 'PERCENTS' OR ${t.amount} <= 100)`,
    ),
  ],
);

export const seguros = pgTable(
  'seguros',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    operator: text('operator').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    tramo: text('tramo'),
    ...stamps(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), operatorKey(t as never, 'seguros_operator_fk')],
);

/** SPEC §3 "Device": the terminals offers finance with installments. */
export const terminales = pgTable(
  'terminales',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    brand: text('brand'),
    description: text('description'),
    pageUrl: text('page_url'),
    seguroId: integer('seguro_id'),
    devices: integer('devices'),
    isActive: boolean('is_active').notNull().default(true),
    operator: text('operator').notNull(),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    operatorKey(t as never, 'terminales_operator_fk'),
    foreignKey({ columns: [t.tenantId, t.seguroId], foreignColumns: [seguros.tenantId, seguros.id] }),
    index('terminales_tenant_active_name_idx').on(t.tenantId, t.isActive, t.name),
    index('terminales_tenant_seguro_idx')
      .on(t.tenantId, t.seguroId)
      .where(sql`${t.seguroId} IS NOT NULL`),
  ],
);

/** A terminal financed on a tariff or an additional line (`installment_type`): its three prices. */
export const installments = pgTable(
  'installments',
  {
    ...tenantColumns(),
    terminalId: integer('terminal_id').notNull(),
    installmentType: text('installment_type').notNull(),
    objectId: integer('object_id').notNull(),
    initialPrice: numeric('initial_price', { precision: 12, scale: 2 }).notNull(),
    monthPrice: numeric('month_price', { precision: 12, scale: 2 }).notNull(),
    finalPrice: numeric('final_price', { precision: 12, scale: 2 }).notNull(),
    /** How many monthly instalments (issue 29 §5: printed per device); null where never recorded. */
    cuotas: integer('cuotas'),
    isActive: boolean('is_active').notNull().default(true),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.terminalId],
      foreignColumns: [terminales.tenantId, terminales.id],
    }).onDelete('cascade'),
    index('installments_tenant_terminal_idx').on(t.tenantId, t.terminalId),
    index('installments_tenant_object_idx').on(t.tenantId, t.installmentType, t.objectId, t.terminalId),
  ],
);

/** Links: a tariff's promotions, additional lines and SVAs; an additional line's and an SVA's promotions. */
function link(
  name: string,
  left: string,
  leftTable: typeof tarifas | typeof adicionales | typeof svas,
  right: string,
  rightTable: typeof promociones | typeof adicionales | typeof svas,
) {
  return pgTable(
    name,
    {
      tenantId: integer('tenant_id').notNull(),
      leftId: integer(left).notNull(),
      rightId: integer(right).notNull(),
    },
    (t) => [
      primaryKey({ columns: [t.tenantId, t.leftId, t.rightId] }),
      foreignKey({
        name: `${name}_${left}_fk`,
        columns: [t.tenantId, t.leftId],
        foreignColumns: [leftTable.tenantId, leftTable.id],
      }).onDelete('cascade'),
      foreignKey({
        name: `${name}_${right}_fk`,
        columns: [t.tenantId, t.rightId],
        foreignColumns: [rightTable.tenantId, rightTable.id],
      }).onDelete('cascade'),
      index(`${name}_${right}_idx`).on(t.tenantId, t.rightId),
    ],
  );
}

export const tarifaPromociones = link(
  'tarifa_promociones',
  'tarifa_id',
  tarifas,
  'promocion_id',
  promociones,
);
export const tarifaAdicionales = link(
  'tarifa_adicionales',
  'tarifa_id',
  tarifas,
  'adicional_id',
  adicionales,
);
export const tarifaSvas = link('tarifa_svas', 'tarifa_id', tarifas, 'sva_id', svas);
export const adicionalPromociones = link(
  'adicional_promociones',
  'adicional_id',
  adicionales,
  'promocion_id',
  promociones,
);
export const svaPromociones = link('sva_promociones', 'sva_id', svas, 'promocion_id', promociones);

/** SPEC §3 "Price history": dated prices of every priced item (`content_type` + `object_id`). */
export const priceHistory = pgTable(
  'price_history',
  {
    ...tenantColumns(),
    contentType: text('content_type').notNull(),
    objectId: integer('object_id').notNull(),
    price: numeric('price', { precision: 12, scale: 4 }).notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    isActive: boolean('is_active').notNull().default(true),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('price_history_item_idx').on(t.tenantId, t.contentType, t.objectId, t.fecha.desc(), t.id.desc()),
    check('price_history_price_check', sql`${t.price} >= 0`),
  ],
);

/** SPEC §3 "Upfront history": dated upfronts, each mapped to an objective family. */
export const upfrontHistory = pgTable(
  'upfront_history',
  {
    ...tenantColumns(),
    contentType: text('content_type').notNull(),
    objectId: integer('object_id').notNull(),
    upfront: numeric('upfront', { precision: 12, scale: 2 }).notNull(),
    familiaObjetivoId: integer('familia_objetivo_id'),
    tipo: text('tipo'),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    isActive: boolean('is_active').notNull().default(true),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.familiaObjetivoId],
      foreignColumns: [tiposObjetivo.tenantId, tiposObjetivo.id],
    }),
    index('upfront_history_item_idx').on(t.tenantId, t.contentType, t.objectId, t.fecha.desc(), t.id.desc()),
    index('upfront_history_tenant_familia_idx')
      .on(t.tenantId, t.familiaObjetivoId)
      .where(sql`${t.familiaObjetivoId} IS NOT NULL`),
  ],
);
