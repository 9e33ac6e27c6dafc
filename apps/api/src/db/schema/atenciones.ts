import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { CotizacionPaquete } from '@ventas/domain/ofertas/oferta-cotizacion';
import { accounts } from './accounts';
import { clientes } from './clientes';
import { tenantColumns } from './tenant-columns';

/** SPEC §3 "Procedure (gestion)": the administration procedures an attention can register. */
export const gestiones = pgTable(
  'gestiones',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    operator: text('operator'),
    tipoGestion: text('tipo_gestion'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/**
 * SPEC §3 "Attention": every contact with a customer. One table with a `tipo` discriminator;
 * each variant fills its own columns (agendado, no interesado, gestión, oferta).
 */
export const atenciones = pgTable(
  'atenciones',
  {
    ...tenantColumns(),
    clienteId: integer('cliente_id').notNull(),
    comercialId: integer('comercial_id'),
    tipo: text('tipo').notNull(),
    estado: text('estado').notNull().default('PENDIENTE'),
    fechaContacto: timestamp('fecha_contacto', { withTimezone: true }).notNull().defaultNow(),
    notas: text('notas'),
    tipoLlamada: text('tipo_llamada'),
    fechaAgendado: timestamp('fecha_agendado', { withTimezone: true }),
    razonNoInteresado: text('razon_no_interesado'),
    tipoNoInteresado: text('tipo_no_interesado'),
    gestionId: integer('gestion_id'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.clienteId],
      foreignColumns: [clientes.tenantId, clientes.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.comercialId], foreignColumns: [accounts.tenantId, accounts.id] }),
    foreignKey({ columns: [t.tenantId, t.gestionId], foreignColumns: [gestiones.tenantId, gestiones.id] }),
    index('atenciones_tenant_cliente_idx').on(t.tenantId, t.clienteId, t.updatedOn.desc()),
    // GET /api/atenciones/'s default order for a manager: the tenant's newest first (issue 13).
    index('atenciones_tenant_updated_idx').on(t.tenantId, t.updatedOn.desc(), t.id.desc()),
    index('atenciones_tenant_agendado_idx').on(t.tenantId, t.tipo, t.estado, t.fechaAgendado),
    index('atenciones_tenant_comercial_agendado_idx').on(t.tenantId, t.comercialId, t.fechaAgendado),
    // Whether a procedure is in use before it is deleted (decision 65).
    index('atenciones_tenant_gestion_idx')
      .on(t.tenantId, t.gestionId)
      .where(sql`${t.gestionId} IS NOT NULL`),
  ],
);

/** SPEC §3 "Offer (agendado)": the priced proposal an OFERTA attention carries. Status 1–7. */
export const ofertas = pgTable(
  'ofertas',
  {
    ...tenantColumns(),
    atencionId: integer('atencion_id').notNull(),
    clienteId: integer('cliente_id').notNull(),
    estado: smallint('estado').notNull().default(1),
    tipoOferta: text('tipo_oferta'),
    isp: text('isp'),
    razonNoInteresado: text('razon_no_interesado'),
    tipoIva: text('tipo_iva'),
    precioAnterior: numeric('precio_anterior', { precision: 12, scale: 2 }),
    precioTotal: numeric('precio_total', { precision: 12, scale: 2 }),
    numeroComercial: text('numero_comercial'),
    notas: text('notas'),
    fechaVenta: timestamp('fecha_venta', { withTimezone: true }),
    // What the offer was quoted with (issue 13): derived from its first package, or the customer.
    segmento: text('segmento'),
    operador: text('operador'),
    /** The territory's rate in percent at the quote (`tipo_iva` names the territory). */
    ivaRate: numeric('iva_rate', { precision: 5, scale: 2 }),
    precioTotalDespues: numeric('precio_total_despues', { precision: 12, scale: 2 }),
    mesesPromocion: smallint('meses_promocion').notNull().default(0),
    fechaAgendado: timestamp('fecha_agendado', { withTimezone: true }),
    cotizadaEl: timestamp('cotizada_el', { withTimezone: true }),
    /**
     * Issue 29 §5: a Comercial's pending request to declare the sale under "Un manager confirma":
     * the sale status asked for (4 or 6; the offer keeps its status until confirmed), who asked
     * and when. Null when none is pending.
     */
    activacionSolicitada: smallint('activacion_solicitada'),
    activacionSolicitadaPor: integer('activacion_solicitada_por'),
    activacionSolicitadaEl: timestamp('activacion_solicitada_el', { withTimezone: true }),
    /** The last request's refusal, for the Comercial to read (cleared by the next request). */
    activacionRechazadaEl: timestamp('activacion_rechazada_el', { withTimezone: true }),
    activacionRechazoMotivo: text('activacion_rechazo_motivo'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.atencionId],
      foreignColumns: [atenciones.tenantId, atenciones.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.clienteId],
      foreignColumns: [clientes.tenantId, clientes.id],
    }).onDelete('cascade'),
    index('ofertas_tenant_cliente_idx').on(t.tenantId, t.clienteId),
    index('ofertas_tenant_estado_idx').on(t.tenantId, t.estado, t.clienteId),
    index('ofertas_tenant_fecha_venta_idx').on(t.tenantId, t.fechaVenta),
    // The pipeline's period (issue 31 §2): the offers created in it, by status.
    index('ofertas_tenant_created_idx').on(t.tenantId, t.createdOn, t.estado),
  ],
);

/**
 * SPEC §3 "Package line", plus the contract fields the telework contract filters read. Catalogue
 * references (tarifa, promoción, terminal, seguro) are plain ids until the catalogue lands.
 */
export const paquetes = pgTable(
  'paquetes',
  {
    ...tenantColumns(),
    ofertaId: integer('oferta_id').notNull(),
    clienteId: integer('cliente_id').notNull(),
    estado: text('estado').notNull().default('VUELO'),
    tipoVenta: text('tipo_venta'),
    tipoLinea: text('tipo_linea').notNull().default('LINEA_PRINCIPAL'),
    tarifaId: integer('tarifa_id'),
    tarifaNombre: text('tarifa_nombre'),
    promotionId: integer('promotion_id'),
    priorityOrder: integer('priority_order'),
    /** Every chosen promotion with its priority, in the order chosen (promotion_id is the first). */
    promociones: jsonb('promociones')
      .$type<Array<{ id: number; priority_order: number | null }>>()
      .notNull()
      .default([]),
    cacharroId: integer('cacharro_id'),
    installmentId: integer('installment_id'),
    monthPrice: numeric('month_price', { precision: 12, scale: 2 }),
    seguroId: integer('seguro_id'),
    seguroPrice: numeric('seguro_price', { precision: 12, scale: 2 }),
    svas: jsonb('svas').$type<number[]>().notNull().default([]),
    lineasAsociadas: jsonb('lineas_asociadas').$type<string[]>().notNull().default([]),
    crossSell: boolean('cross_sell').notNull().default(false),
    /** The prices quoted (CotizacionPaquete) and the package's price from them; null before issue 13. */
    cotizacion: jsonb('cotizacion').$type<CotizacionPaquete>(),
    precioLinea: numeric('precio_linea', { precision: 12, scale: 2 }),
    precioDurante: numeric('precio_durante', { precision: 12, scale: 2 }),
    precioDespues: numeric('precio_despues', { precision: 12, scale: 2 }),
    mesesPromocion: smallint('meses_promocion'),
    // Contract fields (SPEC §3 "Telework query filters", contract*).
    isp: text('isp'),
    segmento: text('segmento'),
    tariffCategory: text('tariff_category'),
    servicios: text('servicios').array().notNull().default([]),
    permanenceEnd: date('permanence_end', { mode: 'string' }),
    estadoServicio: text('estado_servicio'),
    packageId: text('package_id'),
    sfid: text('sfid'),
    orderId: text('order_id'),
    /** When it last turned CANCELADO (a trigger keeps it, whoever writes): the clawback's date. */
    canceladoEl: timestamp('cancelado_el', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.ofertaId],
      foreignColumns: [ofertas.tenantId, ofertas.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.clienteId],
      foreignColumns: [clientes.tenantId, clientes.id],
    }).onDelete('cascade'),
    index('paquetes_tenant_cliente_idx').on(t.tenantId, t.clienteId),
    index('paquetes_tenant_oferta_idx').on(t.tenantId, t.ofertaId),
    // GET /api/atenciones/paquete/'s default order (newest first).
    index('paquetes_tenant_updated_idx').on(t.tenantId, t.updatedOn.desc(), t.id.desc()),
    index('paquetes_tenant_package_id_idx').on(t.tenantId, t.packageId),
    index('paquetes_tenant_sfid_idx').on(t.tenantId, t.sfid),
    index('paquetes_tenant_permanence_idx').on(t.tenantId, t.permanenceEnd),
    // Whether a catalogue item is in use before it is deleted (decision 65): offers use it.
    index('paquetes_tenant_tarifa_idx')
      .on(t.tenantId, t.tarifaId, t.tipoLinea)
      .where(sql`${t.tarifaId} IS NOT NULL`),
    index('paquetes_tenant_cacharro_idx')
      .on(t.tenantId, t.cacharroId)
      .where(sql`${t.cacharroId} IS NOT NULL`),
    index('paquetes_tenant_seguro_idx')
      .on(t.tenantId, t.seguroId)
      .where(sql`${t.seguroId} IS NOT NULL`),
    // Whether a sale type is in use before it is deleted, and how many packages hold each (issue 29 §5).
    index('paquetes_tenant_tipo_venta_idx')
      .on(t.tenantId, t.tipoVenta)
      .where(sql`${t.tipoVenta} IS NOT NULL`),
    index('paquetes_promociones_idx').using('gin', t.promociones.op('jsonb_path_ops')),
    index('paquetes_svas_idx').using('gin', t.svas.op('jsonb_path_ops')),
  ],
);

/**
 * SPEC §3 "Additional info per order (created and updated)": what the back office records about a
 * package's provider order (fields not shown in the spec: decision 75). One row per package.
 */
export const paqueteAdditionalInfo = pgTable(
  'paquete_additional_info',
  {
    ...tenantColumns(),
    paqueteId: integer('paquete_id').notNull(),
    numeroPedido: text('numero_pedido'),
    fechaSolicitud: date('fecha_solicitud', { mode: 'string' }),
    fechaInstalacion: date('fecha_instalacion', { mode: 'string' }),
    fechaActivacion: date('fecha_activacion', { mode: 'string' }),
    portabilidad: boolean('portabilidad').notNull().default(false),
    operadorDonante: text('operador_donante'),
    observaciones: text('observaciones'),
    createdBy: integer('created_by'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.paqueteId],
      foreignColumns: [paquetes.tenantId, paquetes.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [accounts.tenantId, accounts.id] }),
    uniqueIndex('paquete_additional_info_tenant_paquete_key').on(t.tenantId, t.paqueteId),
  ],
);
