import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_REGISTRO } from '@ventas/domain/importaciones/importacion-aplicar';
import { MENSAJES_IMPORTACION } from '@ventas/domain/importaciones/importacion-contract';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { finishedTask } from '../../../test/support/task-wait';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  type TestTenant,
} from '../../../test/support/test-app';
import { parsedRows, type Database } from '../../db/database';
import { prepararImportacion } from './aplicar-filas.test-support';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let call: Caller;
let superadmin: Record<string, string>;
let otherCall: Caller;
let otherTenant: TestTenant;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  otherTenant = await createTestTenant(database);
  call = await callerFor(app, tenant);
  superadmin = bearer((await login(app, tenant, 'superadmin')).access, tenant.host);
  otherCall = await callerFor(app, otherTenant);
});
afterAll(async () => {
  await app?.close();
});

const una = (
  estado: 'SIMULADA' | 'SIMULANDO' | 'APLICADA' = 'SIMULADA',
  t: TestTenant = tenant,
  origen?: string,
) =>
  prepararImportacion(database, t.id, {
    estado,
    accountId: t.accounts.superadmin.id,
    ...(origen ? { origen } : {}),
    filas: [{ clase: 'nuevo', datos: { nombre: 'Persona', telefonos: [] } }],
  });

describe('who may call the import records', () => {
  it('answers 403 to Admin, Manager and Comercial on every call', async () => {
    const { id } = await una();
    for (const role of ['admin', 'manager', 'comercial'] as const) {
      expect((await call(role, 'GET', '/api/importaciones/')).statusCode).toBe(403);
      expect((await call(role, 'GET', `/api/importaciones/${id}/`)).statusCode).toBe(403);
      expect(
        (await call(role, 'POST', `/api/importaciones/${id}/aplicar/`, { duplicados: 'omitir' })).statusCode,
      ).toBe(403);
      expect((await call(role, 'POST', `/api/importaciones/${id}/deshacer/`)).statusCode).toBe(403);
    }
    expect((await call('superadmin', 'GET', `/api/importaciones/${id}/`)).json().estado).toBe('SIMULADA');
  });

  it("answers 404 for another distributor's import, and never lists it", async () => {
    const ajena = await una('SIMULADA', otherTenant);
    expect((await call('superadmin', 'GET', `/api/importaciones/${ajena.id}/`)).json()).toEqual({
      detail: MENSAJES_REGISTRO.noEncontrada,
    });
    expect((await call('superadmin', 'GET', `/api/importaciones/${ajena.id}/`)).statusCode).toBe(404);
    expect((await call('superadmin', 'POST', `/api/importaciones/${ajena.id}/aplicar/`, {})).statusCode).toBe(
      404,
    );
    expect((await call('superadmin', 'POST', `/api/importaciones/${ajena.id}/deshacer/`)).statusCode).toBe(
      404,
    );
    const ids = (await call('superadmin', 'GET', '/api/importaciones/?itemsPerPage=100'))
      .json()
      .results.map((row: { id: number }) => row.id);
    expect(ids).not.toContain(ajena.id);
    // Untouched in its own distributor.
    expect((await otherCall('superadmin', 'GET', `/api/importaciones/${ajena.id}/`)).json().estado).toBe(
      'SIMULADA',
    );
  });

  it.each([
    ['a word', 'abc'],
    ['zero', '0'],
    ['a negative number', '-1'],
    ['a decimal', '1.5'],
    ['hexadecimal', '0x10'],
    ['past the id range', '99999999999'],
    ['ninety digits', '9'.repeat(90)],
    ['a quote', "1'--"],
  ])('answers 400 to %s as the id', async (_what, id) => {
    const path = `/api/importaciones/${encodeURIComponent(id)}`;
    expect((await call('superadmin', 'GET', `${path}/`)).statusCode).toBe(400);
    expect((await call('superadmin', 'POST', `${path}/aplicar/`, {})).statusCode).toBe(400);
    expect((await call('superadmin', 'POST', `${path}/deshacer/`)).statusCode).toBe(400);
  });

  it('answers 404 to an unknown id and 400 to a duplicates choice it does not know', async () => {
    expect((await call('superadmin', 'POST', '/api/importaciones/2000000000/aplicar/', {})).statusCode).toBe(
      404,
    );
    const { id } = await una();
    for (const duplicados of ['borrar', 7, null, 'x'.repeat(10_000), ['omitir']]) {
      const response = await call('superadmin', 'POST', `/api/importaciones/${id}/aplicar/`, { duplicados });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['duplicados']);
    }
    expect((await call('superadmin', 'GET', `/api/importaciones/${id}/`)).json().estado).toBe('SIMULADA');
  });
});

describe('POST /api/importaciones/{id}/aplicar/', () => {
  it.each(['SIMULANDO', 'APLICADA'] as const)('refuses an import that is %s with 409', async (estado) => {
    const { id } = await una(estado);
    const response = await call('superadmin', 'POST', `/api/importaciones/${id}/aplicar/`, {
      duplicados: 'omitir',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: MENSAJES_IMPORTACION.noAplicable });
  });

  it('refuses a second apply while the first one runs, and resumes one whose job is gone with its first choice', async () => {
    const { id } = await una();
    await database.owner.execute(sql`UPDATE importaciones SET estado = 'APLICANDO', duplicados = 'actualizar',
      aplicacion_job_id = gen_random_uuid() WHERE tenant_id = ${tenant.id} AND id = ${id}`);
    // Its job is gone: the record says so with no task, and asking again resumes it.
    expect((await call('superadmin', 'GET', `/api/importaciones/${id}/`)).json().task_id).toBeNull();
    const resumed = await call('superadmin', 'POST', `/api/importaciones/${id}/aplicar/`, {
      duplicados: 'omitir',
    });
    expect(resumed.statusCode).toBe(200);
    const live = (await call('superadmin', 'GET', `/api/importaciones/${id}/`)).json();
    if (live.estado === 'APLICANDO') {
      expect(live.task_id).toBe(resumed.json().task_id);
      const again = await call('superadmin', 'POST', `/api/importaciones/${id}/aplicar/`, {
        duplicados: 'omitir',
      });
      expect(again.statusCode).toBe(409);
    }
    await finishedTask(app, superadmin, resumed.json().task_id);
    const record = (await call('superadmin', 'GET', `/api/importaciones/${id}/`)).json();
    expect(record).toMatchObject({ estado: 'APLICADA', duplicados: 'actualizar', resultado: { creados: 1 } });
  });
});

describe('GET /api/importaciones/', () => {
  it('lists the records newest first with their origin and uploader, filtered by state', async () => {
    const propio = await createTestTenant(database);
    const propioCall = await callerFor(app, propio);
    const primera = await una('SIMULADA', propio, 'Feria de abril');
    const segunda = await una('APLICADA', propio, 'Web');
    await database.owner.execute(sql`UPDATE importaciones SET created_on = now() - interval '1 day'
      WHERE tenant_id = ${propio.id} AND id = ${primera.id}`);
    const page = (await propioCall('superadmin', 'GET', '/api/importaciones/')).json();
    expect(page).toMatchObject({ count: 2, current: 1, count_exact: true });
    expect(page.results.map((row: { id: number }) => row.id)).toEqual([segunda.id, primera.id]);
    expect(page.results[1]).toEqual({
      id: primera.id,
      fichero: 'lista.csv',
      origen_bbdd: primera.origenBbddId,
      origen_bbdd_nombre: 'Feria de abril',
      usuario: propio.accounts.superadmin.id,
      usuario_nombre: 'Superadmin Prueba',
      estado: 'SIMULADA',
      duplicados: 'omitir',
      totales: { nuevo: 1, duplicado: 0, repetido: 0, invalido: 0, no_llamar: 0 },
      resultado: null,
      task_id: null,
      error: null,
      created_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      aplicada_el: null,
      deshecha_el: null,
      puede_deshacer: false,
    });
    const aplicadas = (await propioCall('superadmin', 'GET', '/api/importaciones/?estado=APLICADA')).json();
    expect(aplicadas.results.map((row: { id: number }) => row.id)).toEqual([segunda.id]);
    expect((await propioCall('superadmin', 'GET', '/api/importaciones/?page=9')).statusCode).toBe(404);
  });

  it('reads a dry run whose job failed without reaching its record as FALLIDA, with the job message', async () => {
    const propio = await createTestTenant(database);
    const propioCall = await callerFor(app, propio);
    const colgada = await una('SIMULANDO', propio);
    const [job] = parsedRows(
      await database.owner.execute(sql`INSERT INTO jobs (tenant_id, kind, state, error)
        VALUES (${propio.id}, 'importacion-simulacion', 'FAILURE', 'La tarea superó el tiempo máximo de 10 minutos.')
        RETURNING id`),
      z.object({ id: z.string() }),
    );
    await database.owner.execute(sql`UPDATE importaciones SET simulacion_job_id = ${job!.id}
      WHERE tenant_id = ${propio.id} AND id = ${colgada.id}`);
    const record = (await propioCall('superadmin', 'GET', `/api/importaciones/${colgada.id}/`)).json();
    expect(record).toMatchObject({
      estado: 'FALLIDA',
      error: 'La tarea superó el tiempo máximo de 10 minutos.',
      task_id: null,
    });
    const fallidas = (await propioCall('superadmin', 'GET', '/api/importaciones/?estado=FALLIDA')).json();
    expect(fallidas.results.map((row: { id: number }) => row.id)).toEqual([colgada.id]);
  });
});
