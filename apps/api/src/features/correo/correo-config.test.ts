import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_ENVIO_CORREO, PLANTILLA_POR_DEFECTO } from '@ventas/domain/ofertas/envio-correo-contract';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';
import type { Database } from '../../db/database';
import { auditoria } from '../../db/schema/auditoria';
import { correoDistribuidor } from '../../db/schema/correo';
import { MENSAJE_RED_INTERNA } from './adaptadores/smtp-destino';

const URL = '/api/distribuidores/correo/';
const PASSWORD = 'clave-smtp-Secreta-9';

const SMTP_FORM = {
  host: 'smtp.distribuidor.example',
  puerto: 587,
  seguridad: 'starttls',
  usuario: 'ofertas@distribuidor.example',
  remitente_email: 'ofertas@distribuidor.example',
  remitente_nombre: 'Distribuciones Prueba',
};
const PLANTILLA = { asunto: 'Oferta {oferta} de {distribuidor}', cuerpo: 'Hola, {cliente}.\n{comercial}' };

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let call: Caller;

beforeAll(async () => {
  // As in production (config.ts): a server on the API's own networks is refused.
  ({ app, database } = await createTestApp({ smtpInternalHosts: 'refuse' }));
  tenant = await createTestTenant(database);
  call = await callerFor(app, tenant);
});

afterAll(() => app.close());

const storedRow = async () =>
  (
    await database.owner.select().from(correoDistribuidor).where(eq(correoDistribuidor.tenantId, tenant.id))
  )[0];

describe('GET and PUT /api/distribuidores/correo/', () => {
  it('answers no server and the default template before an Admin saves one', async () => {
    const response = await call('admin', 'GET', URL);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ smtp: null, plantilla: PLANTILLA_POR_DEFECTO });
  });

  it.each(['comercial', 'manager'] as const)(
    'refuses a %s both ways (403): it holds a credential',
    async (role) => {
      expect((await call(role, 'GET', URL)).statusCode).toBe(403);
      const put = await call(role, 'PUT', URL, {
        smtp: { ...SMTP_FORM, password: PASSWORD },
        plantilla: PLANTILLA,
      });
      expect(put.statusCode).toBe(403);
      expect(await storedRow()).toBeUndefined();
    },
  );

  it('refuses a user without a password on the first save, naming the field', async () => {
    const response = await call('admin', 'PUT', URL, { smtp: SMTP_FORM, plantilla: PLANTILLA });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ 'smtp.password': [MENSAJES_ENVIO_CORREO.passwordNecesaria] });
    expect(await storedRow()).toBeUndefined();
  });

  it.each(['127.0.0.1', 'localhost', '169.254.169.254', '10.0.0.25'])(
    'refuses a server at %s, an address of its own networks (400), and writes nothing',
    async (host) => {
      const response = await call('admin', 'PUT', URL, {
        smtp: { ...SMTP_FORM, host, password: PASSWORD },
        plantilla: PLANTILLA,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ 'smtp.host': [MENSAJE_RED_INTERNA] });
      expect(await storedRow()).toBeUndefined();
    },
  );

  it('refuses a CR/LF in the sender address (400) and writes nothing', async () => {
    const response = await call('admin', 'PUT', URL, {
      smtp: {
        ...SMTP_FORM,
        remitente_email: 'ofertas@distribuidor.example\r\nBcc: otro@example.com',
        password: PASSWORD,
      },
      plantilla: PLANTILLA,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['smtp.remitente_email']);
    expect(await storedRow()).toBeUndefined();
  });

  it('stores the password sealed for the tenant, answers only that one is kept, and keeps it when left out', async () => {
    const saved = await call('admin', 'PUT', URL, {
      smtp: { ...SMTP_FORM, password: PASSWORD },
      plantilla: PLANTILLA,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ smtp: { ...SMTP_FORM, password_guardada: true }, plantilla: PLANTILLA });
    const sealed = (await storedRow())?.passwordCifrada;
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(PASSWORD);

    const read = await call('superadmin', 'GET', URL);
    expect(read.json()).toEqual(saved.json());
    expect(read.body).not.toContain(PASSWORD);

    const kept = await call('admin', 'PUT', URL, {
      smtp: { ...SMTP_FORM, puerto: 465, seguridad: 'tls' },
      plantilla: PLANTILLA,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().smtp).toMatchObject({ puerto: 465, password_guardada: true });
    expect((await storedRow())?.passwordCifrada).toBe(sealed);
  });

  it('logs each save in the audit trail with the password hidden', async () => {
    const rows = await database.owner
      .select({ accion: auditoria.accion, despues: auditoria.despues })
      .from(auditoria)
      .where(and(eq(auditoria.tenantId, tenant.id), eq(auditoria.tabla, 'correo_distribuidor')))
      .orderBy(auditoria.id);
    expect(rows.map((row) => row.accion)).toEqual(['INSERT', 'UPDATE']);
    expect(JSON.stringify(rows)).not.toContain('v1.');
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
  });

  it('drops the password when the server takes mail without a user', async () => {
    const response = await call('admin', 'PUT', URL, {
      smtp: { ...SMTP_FORM, usuario: null },
      plantilla: PLANTILLA,
    });
    expect(response.json().smtp).toMatchObject({ usuario: null, password_guardada: false });
    const [{ count } = { count: -1 }] = await database.owner
      .select({ count: sql<number>`count(*)::int` })
      .from(correoDistribuidor)
      .where(eq(correoDistribuidor.tenantId, tenant.id));
    expect(count).toBe(1);
  });
});
