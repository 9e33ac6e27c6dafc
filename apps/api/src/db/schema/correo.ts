import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { ofertas } from './atenciones';
import { clientes } from './clientes';
import { tenantColumns } from './tenant-columns';

/**
 * Issue 31 §3: a distributor's outgoing mail, one row per distributor: its SMTP server (the
 * password sealed as the portal credentials are, `credentials-cipher.ts`) and the message template.
 */
export const correoDistribuidor = pgTable(
  'correo_distribuidor',
  {
    ...tenantColumns(),
    host: text('host').notNull(),
    puerto: integer('puerto').notNull(),
    seguridad: text('seguridad').notNull(),
    usuario: text('usuario'),
    passwordCifrada: text('password_cifrada'),
    remitenteEmail: text('remitente_email').notNull(),
    remitenteNombre: text('remitente_nombre').notNull(),
    asunto: text('asunto').notNull(),
    cuerpo: text('cuerpo').notNull(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('correo_distribuidor_tenant_idx').on(t.tenantId),
  ],
);

/**
 * One send of an offer by mail: what was asked (to whom, the rendered message, by whom) and how
 * its job ended (SOLICITADO, then ENVIADO or FALLIDO with the Spanish reason).
 */
export const enviosOferta = pgTable(
  'envios_oferta',
  {
    ...tenantColumns(),
    ofertaId: integer('oferta_id').notNull(),
    clienteId: integer('cliente_id').notNull(),
    accountId: integer('account_id'),
    jobId: uuid('job_id'),
    para: text('para').notNull(),
    responderA: text('responder_a'),
    asunto: text('asunto').notNull(),
    cuerpo: text('cuerpo').notNull(),
    estado: text('estado').notNull().default('SOLICITADO'),
    intentos: smallint('intentos').notNull().default(0),
    error: text('error'),
    creadoEl: timestamp('creado_el', { withTimezone: true }).notNull().defaultNow(),
    terminadoEl: timestamp('terminado_el', { withTimezone: true }),
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
    foreignKey({ columns: [t.tenantId, t.accountId], foreignColumns: [accounts.tenantId, accounts.id] }),
    index('envios_oferta_tenant_oferta_idx').on(t.tenantId, t.ofertaId, t.creadoEl.desc()),
    index('envios_oferta_tenant_cliente_idx').on(t.tenantId, t.clienteId),
  ],
);
