import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FicheroSubido } from '@ventas/domain/importaciones/importacion-contract';
import { finishedTask } from '../../../test/support/task-wait';
import { seedClientes } from '../../../test/support/tenant-rows';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  type TestTenant,
  appFiles,
} from '../../../test/support/test-app';
import { parsedRows, type Database } from '../../db/database';
import { filasDe } from './aplicar-filas.test-support';
import { crearOrigen, subir, type Headers } from './simulacion.test-support';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let superadmin: Headers;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  superadmin = bearer((await login(app, tenant, 'superadmin')).access, tenant.host);
  await seedClientes(database, tenant.id, [
    { nombre: 'Existente por documento', documento: '12345678Z', tipoDocumento: 'DNI' },
    { nombre: 'Existente por teléfono', telefonos: ['922222222'] },
  ]);
  const admin = bearer((await login(app, tenant, 'admin')).access, tenant.host);
  const vetado = await app.inject({
    method: 'POST',
    url: '/api/no-llamar/',
    headers: admin,
    payload: { telefono: '699999999', motivo: 'Pidió no ser llamado' },
  });
  expect(vetado.statusCode).toBe(201);
});
afterAll(async () => {
  await app?.close();
});

const CSV = [
  'Nombre;DNI;Teléfono;C.P.',
  'Ana Nueva;;600100001;28001',
  'Bo Documento;12.345.678-z;600100009;',
  'Cy Teléfono;;922 222 222;',
  'Di Repetida;;600100001;',
  'Ed Vetado;;699999999;',
  'Fe Mala;;12345;',
  'Ka Nueva;x1234567l;+34 600 100 002;08001',
].join('\r\n');

describe('an import from its file to its customers', () => {
  it("uploads, dry-runs and applies: the customers created are the dry run's new rows, each class as classified", async () => {
    const origen = await crearOrigen(database, tenant.id, 'Feria');
    const subida = await subir(app, superadmin, 'feria.csv', `${CSV}\r\n`);
    expect(subida.statusCode, subida.body).toBe(200);
    const fichero: FicheroSubido = subida.json();
    const creada = await app.inject({
      method: 'POST',
      url: '/api/importaciones/',
      headers: superadmin,
      payload: {
        subida: fichero.subida,
        fichero: fichero.fichero,
        origen_bbdd: origen,
        mapeo: { '1': 'nombre', '2': 'documento', '3': 'telefono', '4': 'cp' },
      },
    });
    expect(creada.statusCode, creada.body).toBe(201);
    const { id, task_id: simulacion } = creada.json();
    expect((await finishedTask(app, superadmin, simulacion)).state).toBe('SUCCESS');
    const simulada = (await app.inject({ url: `/api/importaciones/${id}/`, headers: superadmin })).json();
    expect(simulada).toMatchObject({
      estado: 'SIMULADA',
      totales: { nuevo: 2, duplicado: 2, repetido: 1, no_llamar: 1, invalido: 1 },
      resultado: null,
    });

    const aplicar = await app.inject({
      method: 'POST',
      url: `/api/importaciones/${id}/aplicar/`,
      headers: superadmin,
      payload: { duplicados: 'actualizar' },
    });
    expect(aplicar.statusCode, aplicar.body).toBe(200);
    const status = await finishedTask(app, superadmin, aplicar.json().task_id);
    expect(status.state, status.error).toBe('SUCCESS');

    const record = (await app.inject({ url: `/api/importaciones/${id}/`, headers: superadmin })).json();
    expect(record).toMatchObject({
      estado: 'APLICADA',
      resultado: { creados: simulada.totales.nuevo, actualizados: simulada.totales.duplicado, omitidos: 3 },
      puede_deshacer: true,
    });
    // The stored upload is gone with the apply: the staged rows hold all the undo needs.
    expect(await appFiles(database).open(tenant.id, fichero.subida)).toBeNull();
    const filas = await filasDe(database, tenant.id, id);
    const aplicadaPorClase = Object.fromEntries(
      ['nuevo', 'duplicado', 'repetido', 'no_llamar', 'invalido'].map((clase) => [
        clase,
        [...new Set(filas.filter((fila) => fila.clase === clase).map((fila) => fila.aplicada))],
      ]),
    );
    expect(aplicadaPorClase).toEqual({
      nuevo: ['creado'],
      duplicado: ['actualizado'],
      repetido: ['omitido'],
      no_llamar: ['omitido'],
      invalido: ['omitido'],
    });
    const creados = parsedRows(
      await database.owner.execute(sql`SELECT c.nombre, c.documento, c.cp,
          (SELECT array_agg(t.telefono ORDER BY t.orden) FROM telefonos_cliente t
            WHERE t.tenant_id = c.tenant_id AND t.cliente_id = c.id) AS telefonos
        FROM clientes c WHERE c.tenant_id = ${tenant.id} AND c.origen_bbdd_id = ${origen} ORDER BY c.id`),
      z.object({
        nombre: z.string(),
        documento: z.string().nullable(),
        cp: z.string().nullable(),
        // array_agg over no phones is null.
        telefonos: z.array(z.string()).nullable(),
      }),
    );
    expect(creados).toEqual([
      { nombre: 'Ana Nueva', documento: null, cp: '28001', telefonos: ['600100001'] },
      { nombre: 'Ka Nueva', documento: 'X1234567L', cp: '08001', telefonos: ['600100002'] },
    ]);
    // The duplicate matched by its document gained the file's phone, which nobody had.
    const [bo] = parsedRows(
      await database.owner.execute(sql`SELECT array_agg(t.telefono) AS telefonos FROM telefonos_cliente t
        JOIN clientes c ON c.tenant_id = t.tenant_id AND c.id = t.cliente_id
        WHERE t.tenant_id = ${tenant.id} AND c.documento = '12345678Z'`),
      z.object({ telefonos: z.array(z.string()).nullable() }),
    );
    expect(bo?.telefonos).toEqual(['600100009']);
  });
});
