import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MENSAJES_NO_LLAMAR } from '@ventas/domain/no-llamar/no-llamar-contract';
import { parsedRows } from '../../db/database';
import { insertCliente } from '../../../test/support/tenant-rows';
import { startNoLlamarTest, type NoLlamarTest } from './no-llamar.test-support';
import { clienteNoLlamarSql, noLlamarSql, telefonosNoLlamarSql } from './no-llamar.public';

const URL = '/api/no-llamar/';
let t: NoLlamarTest;

beforeAll(async () => {
  t = await startNoLlamarTest();
});
afterAll(async () => {
  await t?.app.close();
});

let next = 10_000_000;
/** A Spanish mobile no other test of this file uses. */
const nuevoTelefono = () => `6${String((next += 7)).padStart(8, '0')}`;
const listed = async (search: string) => (await t.call('admin', 'GET', `${URL}?search=${search}`)).json();

describe('POST /api/no-llamar/ (one phone)', () => {
  it("reads '+34 600 11 22 33' and '600112233' as one phone: the second mark changes nothing", async () => {
    const first = await t.call('admin', 'POST', URL, { telefono: '+34 611 22 33 44', motivo: 'Lo pidió' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      telefono: '611223344',
      cliente: null,
      fuente: 'manual',
      motivo: 'Lo pidió',
      creado_por: 'Admin Prueba',
      created_on: expect.any(String),
    });
    const again = await t.call('superadmin', 'POST', URL, { telefono: '611223344', motivo: 'Otra vez' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await listed('611223344')).count).toBe(1);
  });

  it("lets a Comercial mark a phone of a customer they work, and refuses a stranger's with 404", async () => {
    const telefono = nuevoTelefono();
    const suyo = await insertCliente(t.database, t.tenant.id, {
      nombre: 'Suyo',
      comercialId: t.tenant.accounts.comercial.id,
      telefonos: [telefono],
    });
    const marked = await t.call('comercial', 'POST', URL, { telefono, cliente: suyo });
    expect(marked.statusCode).toBe(201);
    expect(marked.json()).toMatchObject({
      telefono,
      cliente: { id: suyo, nombre: 'Suyo' },
      fuente: 'cliente',
    });

    const ajenoTel = nuevoTelefono();
    const ajeno = await insertCliente(t.database, t.tenant.id, {
      nombre: 'Ajeno',
      comercialId: t.otroComercialId,
      telefonos: [ajenoTel],
    });
    const refused = await t.call('comercial', 'POST', URL, { telefono: ajenoTel, cliente: ajeno });
    expect(refused.statusCode).toBe(404);
    expect((await listed(ajenoTel)).count).toBe(0);
  });

  it("refuses a bare phone from a Comercial or Manager, and a phone that is not the customer's", async () => {
    for (const role of ['comercial', 'manager'] as const) {
      const response = await t.call(role, 'POST', URL, { telefono: nuevoTelefono() });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: MENSAJES_NO_LLAMAR.soloAdmin });
    }
    const cliente = await insertCliente(t.database, t.tenant.id, { telefonos: [nuevoTelefono()] });
    const otro = nuevoTelefono();
    const response = await t.call('manager', 'POST', URL, { telefono: otro, cliente });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ telefono: [MENSAJES_NO_LLAMAR.noEsDelCliente] });
    expect((await listed(otro)).count).toBe(0);
  });

  it.each([
    ['no phone', {}],
    ['a bad phone', { telefono: '12345' }],
    ['a NUL byte', { telefono: '600\u0000112233' }],
    ['a 10 KB phone', { telefono: '6'.repeat(10_240) }],
    ['a 10 KB reason', { telefono: '600000009', motivo: 'x'.repeat(10_240) }],
    ['a wrong type', { telefono: 600000009 }],
    ['a bad customer id', { telefono: '600000009', cliente: 'uno' }],
  ])('answers 400 to %s, writing nothing', async (_what, body) => {
    const response = await t.call('admin', 'POST', URL, body);
    expect(response.statusCode).toBe(400);
    expect((await listed('600000009')).count).toBe(0);
  });

  it("answers 404 for another tenant's customer", async () => {
    const telefono = nuevoTelefono();
    const cliente = await insertCliente(t.database, t.tenant.id, { telefonos: [telefono] });
    expect((await t.otherCall('admin', 'POST', URL, { telefono, cliente })).statusCode).toBe(404);
  });
});

describe('/api/no-llamar/cliente/{id}/', () => {
  it('marks every phone of the customer, and answers them to anyone who works the customer', async () => {
    const telefonos = [nuevoTelefono(), nuevoTelefono()];
    const cliente = await insertCliente(t.database, t.tenant.id, {
      comercialId: t.tenant.accounts.comercial.id,
      telefonos,
    });
    const before = await t.call('comercial', 'GET', `${URL}cliente/${cliente}/`);
    expect(before.json()).toEqual({ telefonos: [] });
    const marked = await t.call('comercial', 'POST', `${URL}cliente/${cliente}/`, { motivo: 'RGPD' });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ telefonos });
    expect((await t.call('comercial', 'POST', `${URL}cliente/${cliente}/`, {})).json()).toEqual({
      telefonos,
    });
    expect((await t.call('manager', 'GET', `${URL}cliente/${cliente}/`)).json()).toEqual({ telefonos });
  });

  it("answers 404 to a stranger's customer, another tenant's and an unknown id", async () => {
    const cliente = await insertCliente(t.database, t.tenant.id, {
      comercialId: t.otroComercialId,
      telefonos: [nuevoTelefono()],
    });
    expect((await t.call('comercial', 'POST', `${URL}cliente/${cliente}/`, {})).statusCode).toBe(404);
    expect((await t.call('comercial', 'GET', `${URL}cliente/${cliente}/`)).statusCode).toBe(404);
    expect((await t.otherCall('admin', 'POST', `${URL}cliente/${cliente}/`, {})).statusCode).toBe(404);
    expect((await t.call('admin', 'GET', `${URL}cliente/2147483647/`)).statusCode).toBe(404);
    expect((await t.call('admin', 'GET', `${URL}cliente/0x1/`)).statusCode).toBe(400);
    expect((await t.call('admin', 'GET', `${URL}cliente/${cliente}/`)).json()).toEqual({ telefonos: [] });
  });

  it('answers 400 for a customer without phones', async () => {
    const cliente = await insertCliente(t.database, t.tenant.id);
    const response = await t.call('admin', 'POST', `${URL}cliente/${cliente}/`, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ cliente: [MENSAJES_NO_LLAMAR.clienteSinTelefonos] });
  });
});

describe('GET /api/no-llamar/', () => {
  it('is Admin and above, pages newest first, searches by phone and filters by source', async () => {
    const telefono = nuevoTelefono();
    await t.call('admin', 'POST', URL, { telefono });
    for (const role of ['manager', 'comercial'] as const)
      expect((await t.call(role, 'GET', URL)).statusCode).toBe(403);
    const page = (await t.call('superadmin', 'GET', `${URL}?itemsPerPage=25`)).json();
    expect(page.results[0].telefono).toBe(telefono);
    const spaced = `${telefono.slice(0, 3)} ${telefono.slice(3, 5)}`;
    expect(
      (await listed(encodeURIComponent(spaced))).results.map((r: { telefono: string }) => r.telefono),
    ).toContain(telefono);
    const lista = (await t.call('admin', 'GET', `${URL}?fuente=lista`)).json();
    expect(lista.results.every((row: { fuente: string }) => row.fuente === 'lista')).toBe(true);
    expect((await t.call('admin', 'GET', `${URL}?created_on_after=nope`)).statusCode).toBe(400);
  });

  it("never shows another tenant's phones", async () => {
    const telefono = nuevoTelefono();
    await t.call('admin', 'POST', URL, { telefono });
    expect((await t.otherCall('admin', 'GET', `${URL}?search=${telefono}`)).json().count).toBe(0);
  });
});

describe('DELETE /api/no-llamar/{id}/', () => {
  it('lets only a SuperAdmin withdraw an opt-out', async () => {
    const { id } = (await t.call('admin', 'POST', URL, { telefono: nuevoTelefono() })).json();
    expect((await t.call('admin', 'DELETE', `${URL}${id}/`)).statusCode).toBe(403);
    expect((await t.otherCall('superadmin', 'DELETE', `${URL}${id}/`)).statusCode).toBe(404);
    expect((await t.call('superadmin', 'DELETE', `${URL}${id}/`)).statusCode).toBe(204);
    expect((await t.call('superadmin', 'DELETE', `${URL}${id}/`)).statusCode).toBe(404);
  });

  it("refuses to withdraw an erased customer's phone", async () => {
    const telefono = nuevoTelefono();
    await t.database.tenant(t.tenant.id, (tx) =>
      tx.execute(
        sql`INSERT INTO no_llamar (tenant_id, telefono, fuente) VALUES (${t.tenant.id}, ${telefono}, 'supresion')`,
      ),
    );
    const [row] = (await listed(telefono)).results;
    const response = await t.call('superadmin', 'DELETE', `${URL}${row.id}/`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: MENSAJES_NO_LLAMAR.noRetirable });
  });
});

const PIEZAS_ROW = z.object({
  dentro: z.boolean(),
  fuera: z.boolean(),
  cliente: z.boolean(),
  limpio: z.boolean(),
  telefonos: z.array(z.string()),
});

describe('the exported SQL pieces', () => {
  it('tell an opted-out phone and customer apart, within the tenant only', async () => {
    const [dentro, fuera] = [nuevoTelefono(), nuevoTelefono()];
    const cliente = await insertCliente(t.database, t.tenant.id, { telefonos: [fuera, dentro] });
    const limpio = await insertCliente(t.database, t.tenant.id, { telefonos: [nuevoTelefono()] });
    await t.call('admin', 'POST', URL, { telefono: dentro, cliente });
    const ask = (tenantId: number) =>
      t.database.tenant(
        tenantId,
        async (tx) =>
          parsedRows(
            await tx.execute(sql`SELECT
            ${noLlamarSql(sql`${tenantId}::int`, sql`${dentro}::text`)} AS dentro,
            ${noLlamarSql(sql`${tenantId}::int`, sql`${fuera}::text`)} AS fuera,
            ${clienteNoLlamarSql(sql`${tenantId}::int`, sql`${cliente}::int`)} AS cliente,
            ${clienteNoLlamarSql(sql`${tenantId}::int`, sql`${limpio}::int`)} AS limpio,
            ${telefonosNoLlamarSql(sql`${tenantId}::int`, sql`${cliente}::int`)} AS telefonos`),
            PIEZAS_ROW,
          )[0],
      );
    expect(await ask(t.tenant.id)).toEqual({
      dentro: true,
      fuera: false,
      cliente: true,
      limpio: false,
      telefonos: [dentro],
    });
  });
});
