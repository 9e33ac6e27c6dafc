import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_IMPORTACION, type FicheroSubido } from '@ventas/domain/importaciones/importacion-contract';
import { MENSAJES_FICHERO } from '@ventas/domain/importaciones/importacion-fichero';
import { MENSAJES_FILA } from '@ventas/domain/importaciones/importacion-leer-fila';
import type { Database } from '../../db/database';
import { TABLE_FILE_MESSAGES, XLSX_MAX_INFLATED_BYTES } from '../../jobs/table-file';
import type { JobContext } from '../../jobs/job-types';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  type TestTenant,
  appFiles,
} from '../../../test/support/test-app';
import { createSimulacionHandler } from './simulacion.job';
import {
  bombaZip,
  contarClientes,
  crearOrigen,
  libro,
  registro,
  subir,
  tareaTerminada,
  type Headers,
} from './simulacion.test-support';

type Role = 'superadmin' | 'admin' | 'manager' | 'comercial';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let otro: TestTenant;
const headers = {} as Record<Role, Headers>;
let otroSuperadmin: Headers;
let origen: number;
let origenOtro: number;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  otro = await createTestTenant(database);
  for (const role of ['superadmin', 'admin', 'manager', 'comercial'] as const)
    headers[role] = bearer((await login(app, tenant, role)).access, tenant.host);
  otroSuperadmin = bearer((await login(app, otro, 'superadmin')).access, otro.host);
  origen = await crearOrigen(database, tenant.id, 'Lista');
  origenOtro = await crearOrigen(database, otro.id, 'Lista del otro');
});

afterAll(async () => {
  await app.close();
});

const CSV = 'Nombre;Teléfono\nAna;600000001\nBo;600000002\n';
const MAPEO = { '1': 'nombre', '2': 'telefono' };

async function subida(
  content: Buffer | string = CSV,
  as: Headers = headers.superadmin,
): Promise<FicheroSubido> {
  const response = await subir(app, as, 'lista.csv', content);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const crear = (body: object, as: Headers = headers.superadmin) =>
  app.inject({ method: 'POST', url: '/api/importaciones/', headers: as, payload: body });

async function importacion(content: Buffer | string = CSV) {
  const fichero = await subida(content);
  const response = await crear({
    subida: fichero.subida,
    fichero: fichero.fichero,
    origen_bbdd: origen,
    mapeo: MAPEO,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id, task_id: taskId } = response.json();
  return { id: id as number, status: await tareaTerminada(app, headers.superadmin, taskId) };
}

describe('who may import', () => {
  it('refuses every call to an Admin, a Manager and a Comercial (403)', async () => {
    const { id } = await importacion();
    const fichero = await subida();
    for (const role of ['admin', 'manager', 'comercial'] as const) {
      const as = headers[role];
      const calls = [
        await subir(app, as, 'lista.csv', CSV),
        await app.inject({ url: `/api/importaciones/mapeo/?origen_bbdd=${origen}`, headers: as }),
        await crear({ subida: fichero.subida, fichero: 'x.csv', origen_bbdd: origen, mapeo: MAPEO }, as),
        await app.inject({ url: `/api/importaciones/${id}/filas/?clase=nuevo`, headers: as }),
        await app.inject({ method: 'POST', url: `/api/importaciones/${id}/clasificacion/`, headers: as }),
      ];
      expect(
        calls.map((call) => call.statusCode),
        role,
      ).toEqual([403, 403, 403, 403, 403]);
    }
  });

  it('answers 404 for another distributor’s import, origin and upload', async () => {
    const { id } = await importacion();
    const fichero = await subida();
    const as = otroSuperadmin;
    const filas = await app.inject({ url: `/api/importaciones/${id}/filas/?clase=nuevo`, headers: as });
    expect(filas.statusCode).toBe(404);
    const clasificacion = await app.inject({
      method: 'POST',
      url: `/api/importaciones/${id}/clasificacion/`,
      headers: as,
    });
    expect(clasificacion.statusCode).toBe(404);
    const mapeo = await app.inject({ url: `/api/importaciones/mapeo/?origen_bbdd=${origen}`, headers: as });
    expect(mapeo.json()).toEqual({ detail: MENSAJES_FICHERO.origenNoEncontrado });
    // Our upload with their origin; their upload with our origin.
    const ajena = await crear(
      { subida: fichero.subida, fichero: 'x.csv', origen_bbdd: origenOtro, mapeo: MAPEO },
      as,
    );
    expect(ajena.statusCode).toBe(404);
    expect(ajena.json()).toEqual({ detail: MENSAJES_IMPORTACION.subidaCaducada });
    const suya = await subida(CSV, as);
    const conOrigenAjeno = await crear(
      { subida: suya.subida, fichero: 'x.csv', origen_bbdd: origen, mapeo: MAPEO },
      as,
    );
    expect(conOrigenAjeno.statusCode).toBe(404);
    expect(conOrigenAjeno.json()).toEqual({ detail: MENSAJES_FICHERO.origenNoEncontrado });
  });
});

describe('POST /api/importaciones/ checks the mapping and the upload', () => {
  it('refuses a mapping without a name, a column the file lacks and an upload used twice', async () => {
    const fichero = await subida();
    const body = { subida: fichero.subida, fichero: 'x.csv', origen_bbdd: origen };
    const sinNombre = await crear({ ...body, mapeo: { '2': 'telefono' } });
    expect(sinNombre.statusCode).toBe(400);
    expect(JSON.stringify(sinNombre.json())).toContain('Elija la columna del nombre.');
    const inexistente = await crear({ ...body, mapeo: { ...MAPEO, '9': 'email' } });
    expect(inexistente.json()).toEqual({ mapeo: [MENSAJES_FICHERO.columnaInexistente('9')] });
    expect((await crear({ ...body, mapeo: MAPEO })).statusCode).toBe(201);
    const otraVez = await crear({ ...body, mapeo: MAPEO });
    expect(otraVez.statusCode).toBe(409);
    expect(otraVez.json()).toEqual({ detail: MENSAJES_FICHERO.subidaEnUso });
  });
});

describe('bad files', () => {
  it.each([
    ['a PNG', Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), randomBytes(2000)])],
    ['random bytes', Buffer.concat([Buffer.from([1, 0, 2]), randomBytes(5000)])],
  ])('refuses %s with a clear 400 and keeps nothing', async (_caso, content) => {
    const response = await subir(app, headers.superadmin, 'lista.xlsx', content);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: [MENSAJES_FICHERO.formato] });
  });

  it('refuses a zip that is not a workbook', async () => {
    const content = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.from('no es un libro')]);
    const response = await subir(app, headers.superadmin, 'lista.xlsx', content);
    expect(response.json()).toEqual({ file: [TABLE_FILE_MESSAGES.notWorkbook] });
  });

  it('stops reading a zip bomb at the limit (a small file that inflates past 1 GB)', async () => {
    const bomba = await bombaZip(XLSX_MAX_INFLATED_BYTES + 1024 * 1024);
    expect(bomba.length).toBeLessThan(2 * 1024 * 1024);
    const response = await subir(app, headers.superadmin, 'lista.xlsx', bomba);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: [TABLE_FILE_MESSAGES.inflatesTooMuch(XLSX_MAX_INFLATED_BYTES)] });
  }, 60_000);

  it('refuses a file without a header row', async () => {
    const response = await subir(app, headers.superadmin, 'lista.csv', '\n\n');
    expect(response.json()).toEqual({ file: [MENSAJES_FICHERO.vacio] });
  });

  it('reads a 10 MB cell as an invalid row, and stores only its start', async () => {
    const antes = await contarClientes(database, tenant.id);
    const content = await libro([
      ['Nombre', 'Teléfono'],
      ['x'.repeat(10 * 1024 * 1024), 600000010],
      ['Ana', 600000011],
    ]);
    const { id, status } = await importacion(content);
    expect(status.state, status.error).toBe('SUCCESS');
    expect(await registro(database, tenant.id, id)).toMatchObject({
      estado: 'SIMULADA',
      totales: { nuevo: 1, invalido: 1, duplicado: 0, repetido: 0, no_llamar: 0 },
    });
    const fila = (
      await app.inject({ url: `/api/importaciones/${id}/filas/?clase=invalido`, headers: headers.superadmin })
    ).json().results[0];
    expect(fila).toMatchObject({ fila: 2, motivo: MENSAJES_FILA.largo('nombre', 200) });
    expect(fila.nombre.length).toBeLessThanOrEqual(201);
    expect(await contarClientes(database, tenant.id)).toBe(antes);
  }, 60_000);

  it('fails an import of more than 500,000 rows before writing a row, in Spanish', async () => {
    const content = `Nombre,Teléfono\n${'a,600000000\n'.repeat(500_001)}`;
    const { id, status } = await importacion(content);
    expect(status).toMatchObject({ state: 'FAILURE', error: MENSAJES_FICHERO.demasiadasFilas() });
    expect(await registro(database, tenant.id, id)).toMatchObject({
      estado: 'FALLIDA',
      error: MENSAJES_FICHERO.demasiadasFilas(),
      filas: 0,
    });
  }, 120_000);

  it('fails the import, in Spanish, when its upload is gone', async () => {
    const fichero = await subida();
    const response = await crear({
      subida: fichero.subida,
      fichero: 'x.csv',
      origen_bbdd: origen,
      mapeo: MAPEO,
    });
    const { id, task_id: taskId } = response.json();
    await tareaTerminada(app, headers.superadmin, taskId);
    await database.tenant(tenant.id, (tx) =>
      tx.execute(sql`UPDATE importaciones SET estado = 'SIMULANDO', subida = 'subida-lista-20260101-0000-000000000000.xlsx'
                     WHERE tenant_id = ${tenant.id} AND id = ${id}`),
    );
    const handler = createSimulacionHandler({ database, files: ficheros() });
    await expect(handler(job(id), context())).rejects.toThrow(MENSAJES_IMPORTACION.subidaCaducada);
    expect(await registro(database, tenant.id, id)).toMatchObject({
      estado: 'FALLIDA',
      error: MENSAJES_IMPORTACION.subidaCaducada,
      filas: 0,
    });
  });
});

const job = (id: number) => ({
  tenantId: tenant.id,
  id: '00000000-0000-0000-0000-000000000000',
  attempts: 2,
  accountId: tenant.accounts.superadmin.id,
  kind: 'importacion-simulacion',
  payload: { importacion: id },
});

/** The app's export files (uploads included), as the jobs plugin opens them. */
const ficheros = () => appFiles(database);

function context(): JobContext {
  return {
    signal: new AbortController().signal,
    progress: async () => {},
    log: app.log,
  };
}

describe('a rerun of the dry run (after a crash)', () => {
  it('starts over: the same rows and totals, none twice', async () => {
    const { id } = await importacion('Nombre;Teléfono\nAna;600000021\nBo;600000021\nCy;1\n');
    const primera = await registro(database, tenant.id, id);
    expect(primera).toMatchObject({ filas: 3, totales: { nuevo: 1, repetido: 1, invalido: 1 } });
    // As if the process died after writing its rows: still SIMULANDO, its rows in the table.
    await database.tenant(tenant.id, (tx) =>
      tx.execute(
        sql`UPDATE importaciones SET estado = 'SIMULANDO', totales = '{}' WHERE tenant_id = ${tenant.id} AND id = ${id}`,
      ),
    );
    const handler = createSimulacionHandler({ database, files: ficheros() });
    await handler(job(id), context());
    expect(await registro(database, tenant.id, id)).toEqual(primera);
  });

  it('honours a lower row limit given to the handler', async () => {
    const { id } = await importacion('Nombre;Teléfono\nAna;600000031\nBo;600000032\nCy;600000033\n');
    await database.tenant(tenant.id, (tx) =>
      tx.execute(
        sql`UPDATE importaciones SET estado = 'SIMULANDO' WHERE tenant_id = ${tenant.id} AND id = ${id}`,
      ),
    );
    const handler = createSimulacionHandler({ database, files: ficheros(), maxFilas: 2 });
    await expect(handler(job(id), context())).rejects.toThrow(MENSAJES_FICHERO.demasiadasFilas(2));
    expect(await registro(database, tenant.id, id)).toMatchObject({ estado: 'FALLIDA', filas: 0 });
  });
});
