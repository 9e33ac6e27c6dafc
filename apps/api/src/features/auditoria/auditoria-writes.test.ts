import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VALOR_OCULTO } from '@ventas/domain/auditoria/auditoria-contract';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { seedOfferCatalogue, type OfferCatalogueIds } from '../../../test/support/offer-catalogue';
import { insertCliente } from '../../../test/support/tenant-rows';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';
import { parsedRows, type Database } from '../../db/database';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let call: Caller;
let ids: OfferCatalogueIds;
/** Every request's id, in order: the last one is the call just made. */
const requestIds: string[] = [];
const lastRequestId = () => requestIds[requestIds.length - 1];

const ENTRADA_ROW = z.object({
  account_id: z.number().nullable(),
  request_id: z.string().nullable(),
  entidad: z.string(),
  tabla: z.string(),
  entidad_id: z.string(),
  cliente_id: z.number().nullable(),
  accion: z.string(),
  antes: z.record(z.string(), z.unknown()).nullable(),
  despues: z.record(z.string(), z.unknown()).nullable(),
});
type Entrada = z.output<typeof ENTRADA_ROW>;

/** The log's rows of a table and row, oldest first, read as the owner (no RLS in the way). */
async function entradas(tabla: string, entidadId?: number | string): Promise<Entrada[]> {
  const result = await database.owner.execute(sql`SELECT account_id, request_id, entidad, tabla, entidad_id,
      cliente_id, accion, antes, despues FROM auditoria WHERE tenant_id = ${tenant.id} AND tabla = ${tabla}
      ${entidadId === undefined ? sql`` : sql`AND entidad_id = ${String(entidadId)}`} ORDER BY id`);
  return parsedRows(result, ENTRADA_ROW);
}

beforeAll(async () => {
  ({ app, database } = await createTestApp(
    {},
    {
      beforeReady: (built) =>
        built.addHook('onResponse', async (request) => {
          requestIds.push(request.id);
        }),
    },
  ));
  tenant = await createTestTenant(database);
  call = await callerFor(app, tenant);
  ids = await seedOfferCatalogue(call);
});

afterAll(() => app.close());

describe('the audit triggers', () => {
  it('log a customer’s creation, edit and deletion with the caller and the request', async () => {
    const form = {
      nombre: 'Lucía Pérez',
      telefonos_contacto: ['612 34 56 78'],
      email: 'lucia@correo.es',
      direccion: { direccion: 'Calle Sol 3', cp: '28001', localidad: 'Madrid' },
    };
    const created = await call('comercial', 'POST', '/api/clientes/entradas/', form);
    expect(created.statusCode, created.body).toBe(201);
    const createdBy = lastRequestId();
    const id = created.json().id as number;
    const [alta] = await entradas('clientes', id);
    expect(alta).toMatchObject({
      account_id: tenant.accounts.comercial.id,
      request_id: createdBy,
      entidad: 'cliente',
      cliente_id: id,
      accion: 'INSERT',
      antes: null,
    });
    expect(alta?.despues).toMatchObject({ id, nombre: 'Lucía Pérez', email: 'lucia@correo.es' });
    expect(alta?.despues).not.toHaveProperty('tenant_id');
    const [telefono] = (await entradas('telefonos_cliente')).filter((row) => row.cliente_id === id);
    expect(telefono).toMatchObject({ entidad: 'telefono_cliente', accion: 'INSERT', request_id: createdBy });
    expect(telefono?.despues).toMatchObject({ telefono: '612345678' });

    const edited = await call('comercial', 'PUT', `/api/clientes/entradas/${id}/`, {
      ...form,
      nombre: 'Lucía Pérez Gil',
      comercial: tenant.accounts.comercial.id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const cambio = (await entradas('clientes', id)).filter((row) => row.accion === 'UPDATE');
    // Only the changed field: nothing else of the row, and no entry for an unchanged save.
    expect(cambio).toEqual([
      expect.objectContaining({
        account_id: tenant.accounts.comercial.id,
        request_id: lastRequestId(),
        antes: { nombre: 'Lucía Pérez' },
        despues: { nombre: 'Lucía Pérez Gil' },
      }),
    ]);

    const deleted = await call('admin', 'DELETE', `/api/clientes/entradas/${id}/`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const [baja] = (await entradas('clientes', id)).filter((row) => row.accion === 'DELETE');
    expect(baja).toMatchObject({
      account_id: tenant.accounts.admin.id,
      request_id: lastRequestId(),
      despues: null,
    });
    expect(baja?.antes).toMatchObject({ id, nombre: 'Lucía Pérez Gil' });
  });

  it('log an attention with its offer and packages, each with its customer', async () => {
    const cliente = await insertCliente(database, tenant.id, {
      nombre: 'Marta Ruiz',
      comercialId: tenant.accounts.comercial.id,
    });
    const saved = await call('comercial', 'POST', '/api/atenciones/entradas/', {
      cliente,
      tipo: 'OFERTA',
      oferta: { paquetes: [{ tarifa: ids.tarifa }] },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const requestId = lastRequestId();
    for (const tabla of ['atenciones', 'ofertas', 'paquetes']) {
      const rows = (await entradas(tabla)).filter((row) => row.request_id === requestId);
      expect(rows.length, tabla).toBeGreaterThan(0);
      expect(
        rows.every((row) => row.cliente_id === cliente && row.account_id === tenant.accounts.comercial.id),
      ).toBe(true);
    }
  });

  it('log an account’s creation with its password hash masked', async () => {
    const created = await call('admin', 'POST', '/api/cuentas/entradas/', {
      username: 'auditada',
      password: 'Clave-Muy-Secreta-9',
      password2: 'Clave-Muy-Secreta-9',
    });
    expect(created.statusCode, created.body).toBe(201);
    const [alta] = await entradas('accounts', created.json().id as number);
    expect(alta).toMatchObject({
      entidad: 'cuenta',
      account_id: tenant.accounts.admin.id,
      request_id: lastRequestId(),
    });
    expect(alta?.despues).toMatchObject({ username: 'auditada', password_hash: VALOR_OCULTO });
    // A flag and a date about the password are not secrets.
    expect(alta?.despues?.['must_change_password']).toEqual(expect.any(Boolean));
    expect(JSON.stringify(alta)).not.toMatch(/argon2|Clave-Muy-Secreta/);
  });

  it('log a catalogue item’s edit', async () => {
    const created = await call('admin', 'POST', '/api/servicios/tipoobjetivo/', { nombre: 'Fibra' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(
      (await call('admin', 'PUT', `/api/servicios/tipoobjetivo/${id}/`, { nombre: 'Convergente' }))
        .statusCode,
    ).toBe(200);
    const [cambio] = (await entradas('tipos_objetivo', id)).filter((row) => row.accion === 'UPDATE');
    expect(cambio).toMatchObject({
      entidad: 'catalogo',
      account_id: tenant.accounts.admin.id,
      request_id: lastRequestId(),
      antes: { nombre: 'Fibra' },
      despues: { nombre: 'Convergente' },
    });
  });

  it('log a credential with its sealed password and cookie masked', async () => {
    const created = await call('superadmin', 'POST', '/api/scraping/claves/', {
      nombre_portal: 'Portal auditado',
      url: 'https://portal.example.com/',
      username: 'tienda01',
      password: 'Contraseña-Secreta-1',
      cookie: 'sessionid=cookie-secreta-1',
    });
    expect(created.statusCode, created.body).toBe(201);
    const [alta] = await entradas('credenciales', created.json().id as number);
    expect(alta).toMatchObject({ entidad: 'credencial', account_id: tenant.accounts.superadmin.id });
    expect(alta?.despues).toMatchObject({
      nombre_portal: 'Portal auditado',
      password_cifrada: VALOR_OCULTO,
      cookie_cifrada: VALOR_OCULTO,
    });
  });

  it('log writes made outside a request (jobs, seeds) with no author', async () => {
    const cliente = await insertCliente(database, tenant.id, { nombre: 'Sin autor' });
    const [alta] = await entradas('clientes', cliente);
    expect(alta).toMatchObject({ account_id: null, request_id: null, accion: 'INSERT' });
  });

  it('log a distributor’s own settings change in its log', async () => {
    await database.tenant(tenant.id, (tx) =>
      tx.execute(sql`UPDATE tenants SET maintenance = true WHERE id = ${tenant.id}`),
    );
    await database.tenant(tenant.id, (tx) =>
      tx.execute(sql`UPDATE tenants SET maintenance = false WHERE id = ${tenant.id}`),
    );
    const cambios = (await entradas('tenants', tenant.id)).filter((row) => row.accion === 'UPDATE');
    expect(cambios.map((row) => [row.entidad, row.antes, row.despues])).toEqual([
      ['distribuidor', { maintenance: false }, { maintenance: true }],
      ['distribuidor', { maintenance: true }, { maintenance: false }],
    ]);
  });

  it('log one entry per row of a bulk write, from one statement', async () => {
    const before = (await entradas('clientes')).length;
    await database.tenant(tenant.id, (tx) =>
      tx.execute(
        sql`INSERT INTO clientes (tenant_id, nombre) SELECT ${tenant.id}, 'Masivo ' || n FROM generate_series(1, 50) n`,
      ),
    );
    await database.tenant(tenant.id, (tx) =>
      tx.execute(sql`UPDATE clientes SET notas = 'revisado' WHERE nombre LIKE 'Masivo %'`),
    );
    const after = await entradas('clientes');
    expect(after.length - before).toBe(100);
  });
});
