import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MENSAJES_REPARTO } from '@ventas/domain/reparto/reparto-contract';
import { insertCliente } from '../../../test/support/tenant-rows';
import { parsedRows } from '../../db/database';
import { asignar } from './reparto.query';
import {
  comercialesDe,
  contadores,
  crearClientes,
  crearOrigen,
  repartir,
  startRepartoTest,
  type RepartoTest,
} from './reparto.test-support';

let t: RepartoTest;
let c1: number;

beforeAll(async () => {
  t = await startRepartoTest();
  c1 = t.tenant.accounts.comercial.id;
});
afterAll(async () => {
  await t?.app.close();
});

let origenes = 0;
const nuevoOrigen = () => crearOrigen(t.database, t.tenant.id, `Origen ${(origenes += 1)}`);
const preview = (body: unknown, role: 'superadmin' | 'admin' | 'manager' | 'comercial' = 'superadmin') =>
  t.call(role, 'POST', '/api/reparto/vista-previa/', body);

/** Who got which customer, in id order, as a list of owners. */
async function duenosEnOrden(ids: number[]): Promise<(number | null)[]> {
  const owners = await comercialesDe(t.database, t.tenant.id, ids);
  return ids.map((id) => owners.get(id) ?? null);
}

async function expectCountsKept() {
  const { kept, recount } = await contadores(t.database, t.tenant.id);
  expect(kept).toEqual(recount);
  // The search terms carry the commercial (migration 0008, updated in place since 0030): a
  // Comercial's top-bar search finds exactly their customers.
  const desfasados = parsedRows(
    await t.database.owner.execute(sql`SELECT count(*)::int AS n FROM clientes_terminos k
    JOIN clientes c ON c.tenant_id = k.tenant_id AND c.id = k.cliente_id
    WHERE k.tenant_id = ${t.tenant.id}
      AND (k.comercial_id IS DISTINCT FROM c.comercial_id OR k.updated_on <> c.updated_on)`),
    z.object({ n: z.number() }),
  );
  expect(desfasados).toEqual([{ n: 0 }]);
}

describe('POST /api/reparto/ (deal-out job)', () => {
  it('deals evenly in id order, the remainder to the first commercials, and keeps the counts exact', async () => {
    const origen = await nuevoOrigen();
    const ids = await crearClientes(t.database, t.tenant.id, origen, 10);
    const body = {
      filtros: { origenBbdd: String(origen) },
      comerciales: [{ id: t.c2 }, { id: c1 }, { id: t.c3 }],
      modo: 'igual',
    };
    const vista = await preview(body);
    expect(vista.statusCode).toBe(200);
    expect(vista.json()).toEqual({
      sin_asignar: 10,
      no_llamar: 0,
      a_repartir: 10,
      por_comercial: [
        { comercial: t.c2, clientes: 4 },
        { comercial: c1, clientes: 3 },
        { comercial: t.c3, clientes: 3 },
      ],
    });
    const status = await repartir(t.call, body);
    expect(status.state).toBe('SUCCESS');
    expect(status.result?.report).toEqual({
      asignados: 10,
      ya_asignados: 0,
      no_llamar: 0,
      por_comercial: vista.json().por_comercial,
    });
    expect(await duenosEnOrden(ids)).toEqual([t.c2, t.c2, t.c2, t.c2, c1, c1, c1, t.c3, t.c3, t.c3]);
    await expectCountsKept();
    // Nothing is left to deal: a second run assigns nobody.
    expect((await preview(body)).json().sin_asignar).toBe(0);
  });

  it('deals by weights with the largest remainder (a zero weight gets none), counts still exact', async () => {
    const origen = await nuevoOrigen();
    const ids = await crearClientes(t.database, t.tenant.id, origen, 10);
    const body = {
      filtros: { origenBbdd: [String(origen)] },
      comerciales: [
        { id: c1, peso: 0 },
        { id: t.c2, peso: 1 },
        { id: t.c3, peso: 2 },
      ],
      modo: 'pesos',
    };
    // 10·1/3 = 3.33 and 10·2/3 = 6.67: the one left over goes to the larger remainder.
    expect((await preview(body)).json().por_comercial).toEqual([
      { comercial: c1, clientes: 0 },
      { comercial: t.c2, clientes: 3 },
      { comercial: t.c3, clientes: 7 },
    ]);
    const status = await repartir(t.call, body);
    expect(status.state).toBe('SUCCESS');
    expect(status.result?.done).toBe(10);
    expect(await duenosEnOrden(ids)).toEqual([t.c2, t.c2, t.c2, ...Array(7).fill(t.c3)]);
    await expectCountsKept();
  });

  it('leaves out customers with an opted-out phone, assigned ones and erased ones', async () => {
    const origen = await nuevoOrigen();
    const [libre1, libre2] = await crearClientes(t.database, t.tenant.id, origen, 2);
    const yaDeOtro = await crearClientes(t.database, t.tenant.id, origen, 3, t.c3);
    const [suprimido] = await crearClientes(t.database, t.tenant.id, origen, 1);
    await t.database.tenant(t.tenant.id, (tx) =>
      tx.execute(
        sql`UPDATE clientes SET suprimido_el = now() WHERE tenant_id = ${t.tenant.id} AND id = ${suprimido}`,
      ),
    );
    const vetado = await insertCliente(t.database, t.tenant.id, {
      nombre: 'No llamar',
      telefonos: ['699000111'],
    });
    await t.database.tenant(t.tenant.id, (tx) =>
      tx.execute(
        sql`UPDATE clientes SET origen_bbdd_id = ${origen} WHERE tenant_id = ${t.tenant.id} AND id = ${vetado}`,
      ),
    );
    expect((await t.call('admin', 'POST', '/api/no-llamar/', { telefono: '699000111' })).statusCode).toBe(
      201,
    );

    const body = { filtros: { origenBbdd: String(origen) }, comerciales: [{ id: c1 }], modo: 'igual' };
    expect((await preview(body)).json()).toEqual({
      sin_asignar: 3,
      no_llamar: 1,
      a_repartir: 2,
      por_comercial: [{ comercial: c1, clientes: 2 }],
    });
    const status = await repartir(t.call, body);
    expect(status.result?.report).toMatchObject({ asignados: 2, no_llamar: 1 });
    const owners = await comercialesDe(t.database, t.tenant.id, [
      libre1!,
      libre2!,
      ...yaDeOtro,
      suprimido!,
      vetado,
    ]);
    expect([...owners.entries()].sort(([a], [b]) => a - b).map(([, owner]) => owner)).toEqual([
      c1,
      c1,
      t.c3,
      t.c3,
      t.c3,
      null,
      null,
    ]);
    await expectCountsKept();
  });

  it('never reassigns a customer someone assigned after the ids were read', async () => {
    const origen = await nuevoOrigen();
    const ids = await crearClientes(t.database, t.tenant.id, origen, 3);
    await t.database.tenant(t.tenant.id, (tx) =>
      tx.execute(
        sql`UPDATE clientes SET comercial_id = ${t.c3} WHERE tenant_id = ${t.tenant.id} AND id = ${ids[1]}`,
      ),
    );
    const hecho = await t.database.tenant(t.tenant.id, (tx) => asignar(tx, ids, [c1, c1, t.c2]));
    expect([...hecho.entries()].sort()).toEqual(
      [
        [c1, 1],
        [t.c2, 1],
      ].sort(),
    );
    expect(await duenosEnOrden(ids)).toEqual([c1, t.c3, t.c2]);
    await expectCountsKept();
  });

  it('takes any Teletrabajo query: the customers dealt are the unassigned ones the list shows', async () => {
    const origen = await nuevoOrigen();
    const nuevos = await crearClientes(t.database, t.tenant.id, origen, 4);
    await t.database.tenant(t.tenant.id, (tx) =>
      tx.execute(
        sql`UPDATE clientes SET estado = 'CLIENTE' WHERE tenant_id = ${t.tenant.id} AND id = ${nuevos[0]}`,
      ),
    );
    const query = { origenBbdd: String(origen), estadoCliente: 'NUEVO', nombre: 'Lead' };
    const lista = await t.call(
      'superadmin',
      'GET',
      `/api/clientes/entradas/?${new URLSearchParams({ ...query, comercial: 'null' })}`,
    );
    expect(lista.json().count).toBe(3);
    const body = { filtros: query, comerciales: [{ id: t.c2 }], modo: 'igual' };
    expect((await preview(body)).json().sin_asignar).toBe(lista.json().count);
    await repartir(t.call, body);
    expect(await duenosEnOrden(nuevos)).toEqual([null, t.c2, t.c2, t.c2]);
  });
});

describe('deal-out refusals', () => {
  const body = (cambio: object = {}) => ({
    filtros: { origenBbdd: '1' },
    comerciales: [{ id: c1 }],
    modo: 'igual',
    ...cambio,
  });

  it('is for SuperAdmins only: 403 for Admin, Manager and Comercial, nothing queued', async () => {
    for (const role of ['admin', 'manager', 'comercial'] as const) {
      expect((await preview(body(), role)).statusCode).toBe(403);
      expect((await t.call(role, 'POST', '/api/reparto/', body())).statusCode).toBe(403);
    }
  });

  it("refuses another tenant's, unknown and inactive commercials with a 400 naming them", async () => {
    const ajeno = t.otro.accounts.comercial.id;
    for (const url of ['/api/reparto/vista-previa/', '/api/reparto/']) {
      const response = await t.call(
        'superadmin',
        'POST',
        url,
        body({ comerciales: [{ id: c1 }, { id: ajeno }, { id: 99_999_999 }, { id: t.baja }] }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        comerciales: [MENSAJES_REPARTO.comercialesNoValidos([ajeno, 99_999_999, t.baja])],
      });
    }
  });

  it('refuses a filter the list refuses, hostile input and a bad body with a 400', async () => {
    const cases = [
      body({ filtros: { origenBbdd: 'abc' } }),
      body({ filtros: { nombre: 'x'.repeat(10_000) } }),
      body({ filtros: { created_on_after: '31/12/2026' } }),
      body({ comerciales: [] }),
      body({ comerciales: [{ id: c1 }, { id: c1 }] }),
      body({ modo: 'pesos', comerciales: [{ id: c1, peso: 0 }] }),
      body({ modo: 'azar' }),
      { filtros: 'origenBbdd=1' },
    ];
    for (const payload of cases) {
      const response = await preview(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect((await t.call('superadmin', 'POST', '/api/reparto/', payload)).statusCode).toBe(400);
    }
  });

  it("stays in its tenant: another tenant's SuperAdmin sees and deals none of this tenant's customers", async () => {
    const origen = await nuevoOrigen();
    const ids = await crearClientes(t.database, t.tenant.id, origen, 2);
    const ajeno = {
      filtros: { origenBbdd: String(origen) },
      comerciales: [{ id: t.otro.accounts.comercial.id }],
      modo: 'igual',
    };
    expect(
      (await t.otherCall('superadmin', 'POST', '/api/reparto/vista-previa/', ajeno)).json(),
    ).toMatchObject({
      sin_asignar: 0,
    });
    const status = await repartir(t.otherCall, ajeno);
    expect(status.result?.report).toMatchObject({ asignados: 0 });
    expect(await duenosEnOrden(ids)).toEqual([null, null]);
  });
});
