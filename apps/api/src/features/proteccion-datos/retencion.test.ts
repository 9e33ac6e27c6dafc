import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskStatus } from '@ventas/domain/jobs/task-status-contract';
import {
  MENSAJES_PROTECCION,
  PURGA_LOTE,
  RETENCION_MAX_DIAS,
  RETENCION_MIN_DIAS,
} from '@ventas/domain/proteccion-datos/proteccion-datos-contract';
import { parsedRows } from '../../db/database';
import { insertAtencion, insertCliente, insertNota, insertOferta } from '../../../test/support/tenant-rows';
import { startProteccionTest, type ProteccionTest } from './proteccion-datos.test-support';
import { purgarRetencionVencida } from './retencion-purga';
import { purgarLote } from './retencion.repository';

let t: ProteccionTest;
beforeAll(async () => {
  t = await startProteccionTest();
});
afterAll(async () => {
  await t?.app.close();
});

const URL = '/api/proteccion-datos/retencion/';
const DIA = 86_400_000;
const ID_ROW = z.object({ id: z.number().int() });
let siguiente = 0;

async function nuevoOrigen(tenantId = t.tenant.id, retencionDias: number | null = null): Promise<number> {
  siguiente += 1;
  return t.database.tenant(tenantId, async (tx) => {
    const result = await tx.execute(
      sql`INSERT INTO origenes_bbdd (tenant_id, nombre, retencion_dias)
          VALUES (${tenantId}, ${`Origen ${siguiente}`}, ${retencionDias}) RETURNING id`,
    );
    return Number(parsedRows(result, ID_ROW)[0]?.id);
  });
}

/** A lead of the origin created `dias` days ago (plus an hour, off the limit). */
async function lead(
  origenId: number,
  dias: number,
  cambios: { estado?: string; nombre?: string } = {},
  tenantId = t.tenant.id,
) {
  const id = await insertCliente(t.database, tenantId, {
    nombre: cambios.nombre ?? `Lead ${origenId}-${dias}-${Math.random()}`,
    telefonos: [`6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`],
    ...(cambios.estado ? { estado: cambios.estado } : {}),
  });
  await t.database.tenant(tenantId, (tx) =>
    tx.execute(
      sql`UPDATE clientes SET origen_bbdd_id = ${origenId}, created_on = ${new Date(Date.now() - dias * DIA - 3600_000).toISOString()}::timestamptz
          WHERE tenant_id = ${tenantId} AND id = ${id}`,
    ),
  );
  return id;
}

const existen = async (ids: number[], tenantId = t.tenant.id) =>
  parsedRows(
    await t.database.owner.execute(
      sql`SELECT id FROM clientes WHERE tenant_id = ${tenantId} AND id = ANY(${`{${ids.join(',')}}`}::int[]) ORDER BY id`,
    ),
    ID_ROW,
  ).map((fila) => Number(fila.id));

async function terminado(taskId: string): Promise<TaskStatus> {
  for (let intento = 0; intento < 600; intento += 1) {
    const status: TaskStatus = (
      await t.call('superadmin', 'GET', `/api/utils/task-status/${taskId}/`)
    ).json();
    if (status.state === 'SUCCESS' || status.state === 'FAILURE') return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('la purga no terminó');
}

/** An origin with due never-contacted leads, recent ones and worked ones of every kind. */
async function origenMezclado() {
  const origen = await nuevoOrigen();
  const debidos = [await lead(origen, 100), await lead(origen, 400), await lead(origen, 91)];
  const recientes = [await lead(origen, 10), await lead(origen, 89)];
  const conAtencion = await lead(origen, 200);
  await insertAtencion(t.database, t.tenant.id, { clienteId: conAtencion });
  const conOferta = await lead(origen, 200);
  await insertOferta(t.database, t.tenant.id, { clienteId: conOferta, paquetes: [{ estado: 'ACTIVO' }] });
  const conNota = await lead(origen, 200);
  await insertNota(t.database, t.tenant.id, {
    clienteId: conNota,
    comercialId: null,
    nota: 'Volver a llamar',
  });
  const trabajado = await lead(origen, 200, { estado: 'NO_INTERESADO' });
  const otroOrigen = await lead(await nuevoOrigen(), 500);
  const guardados = [...recientes, conAtencion, conOferta, conNota, trabajado, otroOrigen];
  return { origen, debidos, guardados };
}

describe('retention per origin', () => {
  it('lists the origins with their period and due count; a period is set and cleared', async () => {
    const { origen, debidos } = await origenMezclado();
    const put = await t.call('superadmin', 'PUT', `${URL}${origen}/`, { retencion_dias: 90 });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ id: origen, retencion_dias: 90, pendientes: debidos.length });
    const lista = (await t.call('superadmin', 'GET', URL)).json() as Array<{
      id: number;
      pendientes: number;
    }>;
    expect(lista.find((o) => o.id === origen)).toMatchObject({ retencion_dias: 90, pendientes: 3 });
    const cleared = await t.call('superadmin', 'PUT', `${URL}${origen}/`, { retencion_dias: null });
    expect(cleared.json()).toMatchObject({ retencion_dias: null, pendientes: 0 });
  });

  it('takes at most a batch at a time, the oldest ids first', async () => {
    const origen = await nuevoOrigen();
    const ids = await t.database.tenant(t.tenant.id, async (tx) =>
      parsedRows(
        await tx.execute(
          sql`INSERT INTO clientes (tenant_id, nombre, origen_bbdd_id, created_on)
              SELECT ${t.tenant.id}, 'Lote ' || i, ${origen}, now() - interval '120 days'
              FROM generate_series(1, 25) AS i RETURNING id`,
        ),
        ID_ROW,
      ).map((fila) => Number(fila.id)),
    );
    const limite = new Date(Date.now() - 90 * DIA);
    expect(await t.database.tenant(t.tenant.id, (tx) => purgarLote(tx, origen, limite, 10))).toBe(10);
    expect(await existen(ids)).toEqual([...ids].sort((a, b) => a - b).slice(10));
  });

  it('purges exactly what the preview counted, in batches, and nothing else', async () => {
    const { origen, debidos, guardados } = await origenMezclado();
    // More than one batch.
    const muchos = await t.database.tenant(t.tenant.id, async (tx) =>
      parsedRows(
        await tx.execute(
          sql`INSERT INTO clientes (tenant_id, nombre, origen_bbdd_id, created_on)
              SELECT ${t.tenant.id}, 'Lead ' || i, ${origen}, now() - interval '120 days'
              FROM generate_series(1, ${PURGA_LOTE + 20}) AS i RETURNING id`,
        ),
        ID_ROW,
      ).map((fila) => Number(fila.id)),
    );
    await t.call('superadmin', 'PUT', `${URL}${origen}/`, { retencion_dias: 90 });
    const vista = await t.call('superadmin', 'GET', `${URL}${origen}/vista-previa/`);
    expect(vista.statusCode).toBe(200);
    const { total, ejemplos } = vista.json();
    expect(total).toBe(debidos.length + muchos.length);
    expect(ejemplos).toHaveLength(5);
    // The oldest first.
    expect(ejemplos[0].id).toBe(debidos[1]);

    const started = await t.call('superadmin', 'POST', `${URL}${origen}/purgar/`);
    expect(started.statusCode).toBe(200);
    const status = await terminado(started.json().task_id);
    expect(status.state).toBe('SUCCESS');
    expect(status.result?.report).toEqual({ purgados: total });
    expect(await existen([...debidos, ...muchos])).toEqual([]);
    expect(await existen(guardados)).toEqual([...guardados].sort((a, b) => a - b));
    expect((await t.call('superadmin', 'GET', `${URL}${origen}/vista-previa/`)).json().total).toBe(0);
  });

  it('refuses a purge without a period (409) and a bad period (400), writing nothing', async () => {
    const origen = await nuevoOrigen();
    const due = await lead(origen, 5000);
    const sin = await t.call('superadmin', 'POST', `${URL}${origen}/purgar/`);
    expect(sin.statusCode).toBe(409);
    expect(sin.json()).toEqual({ detail: MENSAJES_PROTECCION.sinRetencion });
    for (const retencion_dias of [
      RETENCION_MIN_DIAS - 1,
      RETENCION_MAX_DIAS + 1,
      45.5,
      '90',
      -1,
      'x'.repeat(10_000),
      true,
    ]) {
      const response = await t.call('superadmin', 'PUT', `${URL}${origen}/`, { retencion_dias });
      expect(response.statusCode, String(retencion_dias).slice(0, 10)).toBe(400);
    }
    expect((await t.call('superadmin', 'PUT', `${URL}${origen}/`, {})).statusCode).toBe(400);
    const lista = (await t.call('superadmin', 'GET', URL)).json() as Array<{
      id: number;
      retencion_dias: number | null;
    }>;
    expect(lista.find((o) => o.id === origen)?.retencion_dias).toBeNull();
    expect(await existen([due])).toEqual([due]);
    expect(
      (await t.call('superadmin', 'PUT', `${URL}${origen}/`, { retencion_dias: RETENCION_MIN_DIAS }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.call('superadmin', 'PUT', `${URL}${origen}/`, { retencion_dias: RETENCION_MAX_DIAS }))
        .statusCode,
    ).toBe(200);
  });

  it('is SuperAdmin only, and another tenant’s or an unknown origin is a 404', async () => {
    const origen = await nuevoOrigen();
    for (const role of ['admin', 'manager', 'comercial'] as const) {
      expect((await t.call(role, 'GET', URL)).statusCode).toBe(403);
      expect((await t.call(role, 'PUT', `${URL}${origen}/`, { retencion_dias: 90 })).statusCode).toBe(403);
      expect((await t.call(role, 'GET', `${URL}${origen}/vista-previa/`)).statusCode).toBe(403);
      expect((await t.call(role, 'POST', `${URL}${origen}/purgar/`)).statusCode).toBe(403);
    }
    const ajeno = await nuevoOrigen(t.other.id, 30);
    const ajenoLead = await lead(ajeno, 100, {}, t.other.id);
    expect((await t.call('superadmin', 'PUT', `${URL}${ajeno}/`, { retencion_dias: 90 })).statusCode).toBe(
      404,
    );
    expect((await t.call('superadmin', 'GET', `${URL}${ajeno}/vista-previa/`)).statusCode).toBe(404);
    expect((await t.call('superadmin', 'POST', `${URL}${ajeno}/purgar/`)).statusCode).toBe(404);
    expect((await t.call('superadmin', 'GET', URL)).json().map((o: { id: number }) => o.id)).not.toContain(
      ajeno,
    );
    expect(await existen([ajenoLead], t.other.id)).toEqual([ajenoLead]);
    for (const hostil of ['0', 'abc', '99999999999'])
      expect((await t.call('superadmin', 'GET', `${URL}${hostil}/vista-previa/`)).statusCode).toBe(400);
    expect((await t.call('superadmin', 'GET', `${URL}2000000000/vista-previa/`)).statusCode).toBe(404);
  });

  it('runs daily over every distributor: each origin with a period loses its due leads only', async () => {
    const conPlazo = await nuevoOrigen(t.tenant.id, 60);
    const sinPlazo = await nuevoOrigen(t.tenant.id, null);
    const ajeno = await nuevoOrigen(t.other.id, 365);
    const vence = await lead(conPlazo, 61);
    const aun = await lead(conPlazo, 59);
    const siempre = await lead(sinPlazo, 3000);
    const ajenoVence = await lead(ajeno, 366, {}, t.other.id);
    const ajenoAun = await lead(ajeno, 300, {}, t.other.id);
    const hechos = await purgarRetencionVencida(t.database, t.app.log);
    expect(hechos).toEqual(
      expect.arrayContaining([
        { tenantId: t.tenant.id, origenId: conPlazo, purgados: 1 },
        { tenantId: t.other.id, origenId: ajeno, purgados: 1 },
      ]),
    );
    expect(await existen([vence, aun, siempre])).toEqual([aun, siempre]);
    expect(await existen([ajenoVence, ajenoAun], t.other.id)).toEqual([ajenoAun]);
    // A second sweep finds nothing more.
    expect(
      (await purgarRetencionVencida(t.database, t.app.log)).filter((h) => h.origenId === conPlazo),
    ).toEqual([]);
  });
});
