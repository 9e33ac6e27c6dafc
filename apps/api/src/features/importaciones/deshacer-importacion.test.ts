import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_IMPORTACION } from '@ventas/domain/importaciones/importacion-contract';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { finishedTask } from '../../../test/support/task-wait';
import { insertAtencion, insertCliente, randomTelefono } from '../../../test/support/tenant-rows';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  type TestTenant,
} from '../../../test/support/test-app';
import { parsedRows, type Database } from '../../db/database';
import { atenciones, ofertas } from '../../db/schema/atenciones';
import { notasCliente } from '../../db/schema/clientes';
import { filasDe, prepararImportacion, recuentoPorComercial } from './aplicar-filas.test-support';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let call: Caller;
let superadmin: Record<string, string>;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  call = await callerFor(app, tenant);
  superadmin = bearer((await login(app, tenant, 'superadmin')).access, tenant.host);
});
afterAll(async () => {
  await app?.close();
});

async function terminar(started: { statusCode: number; body: string; json: () => { task_id: string } }) {
  expect(started.statusCode, started.body).toBe(200);
  const status = await finishedTask(app, superadmin, started.json().task_id);
  expect(status.state, status.error).toBe('SUCCESS');
}

async function aplicada(nombres: string[], duplicadoDe?: number) {
  const importacion = await prepararImportacion(database, tenant.id, {
    filas: [
      ...nombres.map((nombre) => ({
        clase: 'nuevo' as const,
        datos: { nombre, telefonos: [randomTelefono()] },
      })),
      ...(duplicadoDe
        ? [{ clase: 'duplicado' as const, clienteId: duplicadoDe, datos: { nombre: 'Nombre del fichero' } }]
        : []),
    ],
  });
  await terminar(
    await call('superadmin', 'POST', `/api/importaciones/${importacion.id}/aplicar/`, {
      duplicados: 'actualizar',
    }),
  );
  const filas = await filasDe(database, tenant.id, importacion.id);
  return {
    ...importacion,
    creados: filas.filter((fila) => fila.aplicada === 'creado').map((fila) => fila.cliente_id!),
  };
}

const existen = async (ids: number[]) =>
  parsedRows(
    await database.owner.execute(sql`SELECT id FROM clientes WHERE tenant_id = ${tenant.id}
      AND id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) ORDER BY id`),
    z.object({ id: z.number().int() }),
  ).map((row) => Number(row.id));

describe('undoing an import', () => {
  it('removes the customers it created that nobody worked, keeps the worked ones, and counts both', async () => {
    const previo = await insertCliente(database, tenant.id, { nombre: 'Cliente previo' });
    const importacion = await aplicada(
      ['Con atención', 'Con oferta', 'Con nota', 'Repartido', 'Intacto'],
      previo,
    );
    const [conAtencion, conOferta, conNota, repartido, intacto] = importacion.creados as [
      number,
      number,
      number,
      number,
      number,
    ];
    await insertAtencion(database, tenant.id, {
      clienteId: conAtencion,
      tipo: 'NO_INTERESADO',
      estado: 'REALIZADO',
    });
    await database.tenant(tenant.id, async (tx) => {
      const [atencion] = await tx
        .insert(atenciones)
        .values({ tenantId: tenant.id, clienteId: conOferta, tipo: 'OFERTA' })
        .returning({ id: atenciones.id });
      await tx
        .insert(ofertas)
        .values({ tenantId: tenant.id, atencionId: atencion!.id, clienteId: conOferta, estado: 1 });
      await tx
        .insert(notasCliente)
        .values({ tenantId: tenant.id, clienteId: conNota, nota: 'Volver a llamar' });
    });
    // A deal-out assigned it, nobody called it: it still goes.
    const comercial = tenant.accounts.comercial.id;
    await database.tenant(tenant.id, (tx) =>
      tx.execute(
        sql`UPDATE clientes SET comercial_id = ${comercial} WHERE tenant_id = ${tenant.id} AND id = ${repartido}`,
      ),
    );
    const antes = await recuentoPorComercial(database, tenant.id);

    await terminar(await call('superadmin', 'POST', `/api/importaciones/${importacion.id}/deshacer/`));

    const record = (await call('superadmin', 'GET', `/api/importaciones/${importacion.id}/`)).json();
    expect(record).toMatchObject({
      estado: 'DESHECHA',
      resultado: { creados: 5, actualizados: 1, omitidos: 0, eliminados: 2, conservados: 3 },
      puede_deshacer: false,
      task_id: null,
      error: null,
    });
    expect(Date.parse(record.deshecha_el)).toBeGreaterThan(Date.now() - 60_000);
    expect(await existen([...importacion.creados, previo])).toEqual(
      [conAtencion, conOferta, conNota, previo].sort((a, b) => a - b),
    );
    expect(intacto).not.toBe(repartido);
    const filas = await filasDe(database, tenant.id, importacion.id);
    expect(filas.map((fila) => fila.aplicada)).toEqual([
      'conservado',
      'conservado',
      'conservado',
      'eliminado',
      'eliminado',
      'actualizado',
    ]);
    const despues = await recuentoPorComercial(database, tenant.id);
    expect(despues.guardado).toEqual(despues.contado);
    expect(despues.guardado[String(comercial)] ?? 0).toBe((antes.guardado[String(comercial)] ?? 0) - 1);
    expect(despues.guardado['0']).toBe((antes.guardado['0'] ?? 0) - 1);

    const otraVez = await call('superadmin', 'POST', `/api/importaciones/${importacion.id}/deshacer/`);
    expect(otraVez.statusCode).toBe(409);
    expect(otraVez.json()).toEqual({ detail: MENSAJES_IMPORTACION.noDeshacible });
  });

  it(`refuses an undo ${7} days after the apply, and one of an import never applied`, async () => {
    const vieja = await aplicada(['Antigua']);
    await database.owner.execute(sql`UPDATE importaciones SET aplicada_el = now() - interval '7 days 1 minute'
      WHERE tenant_id = ${tenant.id} AND id = ${vieja.id}`);
    expect((await call('superadmin', 'GET', `/api/importaciones/${vieja.id}/`)).json().puede_deshacer).toBe(
      false,
    );
    const tarde = await call('superadmin', 'POST', `/api/importaciones/${vieja.id}/deshacer/`);
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json()).toEqual({ detail: MENSAJES_IMPORTACION.noDeshacible });
    expect(await existen(vieja.creados)).toEqual(vieja.creados);

    const simulada = await prepararImportacion(database, tenant.id, {
      filas: [{ clase: 'nuevo', datos: { nombre: 'X' } }],
    });
    expect((await call('superadmin', 'POST', `/api/importaciones/${simulada.id}/deshacer/`)).statusCode).toBe(
      409,
    );
  });

  it('resumes an undo whose job is gone, without looking twice at the customers already done', async () => {
    const importacion = await aplicada(['Uno', 'Dos', 'Tres']);
    const [uno] = importacion.creados as [number];
    // A previous undo kept the first (someone called it then; the call was deleted since) and
    // died; its job is no longer in the queue. Looking at it again would remove it.
    await database.owner
      .execute(sql`UPDATE importaciones SET estado = 'DESHACIENDO', aplicacion_job_id = gen_random_uuid()
      WHERE tenant_id = ${tenant.id} AND id = ${importacion.id}`);
    await database.owner.execute(sql`UPDATE importacion_filas SET aplicada = 'conservado'
      WHERE tenant_id = ${tenant.id} AND importacion_id = ${importacion.id} AND cliente_id = ${uno}`);

    await terminar(await call('superadmin', 'POST', `/api/importaciones/${importacion.id}/deshacer/`));

    const record = (await call('superadmin', 'GET', `/api/importaciones/${importacion.id}/`)).json();
    expect(record).toMatchObject({
      estado: 'DESHECHA',
      resultado: { creados: 3, eliminados: 2, conservados: 1 },
    });
    expect(await existen(importacion.creados)).toEqual([uno]);
  });
});
