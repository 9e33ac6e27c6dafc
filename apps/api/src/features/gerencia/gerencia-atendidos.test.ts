import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import type { Database } from '../../db/database';
import { parsedRows } from '../../db/database';
import { otroComercial } from '../../../test/support/calculadora-sales';
import { insertAtencion, insertCliente } from '../../../test/support/tenant-rows';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';
import { figurasPorComercial } from './figuras.query';

/**
 * The period figures the write path keeps (migration 0023, decision 130) always equal a recount
 * from the attentions: after inserts, moves between periods, changes of commercial, type or
 * customer, state-only updates, deletes and a customer's deletion cascading to its attentions.
 */
const OCTUBRE: Ventana = { desde: '2026-10-02', hasta: '2026-11-01' };
const NOVIEMBRE: Ventana = { desde: '2026-11-02', hasta: '2026-12-01' };
const EN_OCTUBRE = new Date('2026-10-01T22:00:00Z'); // 2 Oct 00:00 Madrid: October's period
const FIN_OCTUBRE = new Date('2026-11-01T22:59:59Z'); // 1 Nov 23:59:59 Madrid: still October's
const EN_NOVIEMBRE = new Date('2026-11-01T23:00:00Z'); // 2 Nov 00:00 Madrid

let database: Database;
let tenant: TestTenant;
let ana: number;
let bea: number;
let cesar: number;

beforeAll(async () => {
  const app = await createTestApp();
  database = app.database;
  tenant = await createTestTenant(database);
  ana = tenant.accounts.comercial.id;
  bea = await otroComercial(database, tenant.id, 'bea');
  cesar = await otroComercial(database, tenant.id, 'cesar', { estado: 'BAJA' });
});

const enTenant = <T>(work: Parameters<Database['tenant']>[1]) =>
  database.tenant(tenant.id, work) as Promise<T>;

const CLAVE_ROW = z.object({ k: z.string() });

/** Each period's kept counts, beside a recount of the attentions: [periodo, commercial, type, n]. */
async function guardadoYRecuento() {
  return enTenant<{ guardado: string[]; recuento: string[] }>(async (tx) => {
    const guardado = parsedRows(
      await tx.execute(sql`SELECT concat_ws(' ', periodo, comercial_id, tipo, clientes) AS k FROM gerencia_conteos
        WHERE tenant_id = ${tenant.id} AND clientes > 0 ORDER BY 1`),
      CLAVE_ROW,
    ).map((row) => row.k);
    const recuento = parsedRows(
      await tx.execute(sql`SELECT concat_ws(' ', periodo, c, t, n) AS k FROM (
          SELECT app_periodo_gerencia(a.updated_on) AS periodo, k.c, k.t, count(DISTINCT a.cliente_id) AS n
          FROM atenciones a CROSS JOIN LATERAL (VALUES (a.comercial_id, a.tipo), (a.comercial_id, '*'),
            (0, a.tipo), (0, '*')) AS k(c, t)
          WHERE a.tenant_id = ${tenant.id} AND a.comercial_id IS NOT NULL GROUP BY 1, 2, 3) r ORDER BY 1`),
      CLAVE_ROW,
    ).map((row) => row.k);
    return { guardado, recuento };
  });
}

/** The figures as Manager and above read them (kept) and as the live count gives them. */
async function figuras(ids: number[], ventana: Ventana) {
  return enTenant<{ guardadas: unknown; vivas: unknown }>(async (tx) => {
    const guardadas = await figurasPorComercial(tx, ids, ventana, { accountId: ana, seesAll: true });
    // The test's customers are unassigned: a Comercial's scope holds them all, and counts live.
    const vivas = await figurasPorComercial(tx, ids, ventana, { accountId: ana, seesAll: false });
    const plano = (f: typeof guardadas) => ({ porComercial: [...f.porComercial], total: f.total });
    return { guardadas: plano(guardadas), vivas: plano(vivas) };
  });
}

async function comprobar() {
  const { guardado, recuento } = await guardadoYRecuento();
  expect(guardado).toEqual(recuento);
  for (const ventana of [OCTUBRE, NOVIEMBRE])
    for (const ids of [[ana], [ana, bea], [ana, bea, cesar]]) {
      const { guardadas, vivas } = await figuras(ids, ventana);
      expect(guardadas).toEqual(vivas);
    }
}

const actualizar = (id: number, cambios: ReturnType<typeof sql>) =>
  enTenant(async (tx) => tx.execute(sql`UPDATE atenciones SET ${cambios} WHERE id = ${id}`));

describe('the period figures kept by the write path (migration 0023)', () => {
  it('agree with a recount through every kind of write', async () => {
    const c1 = await insertCliente(database, tenant.id, { nombre: 'Uno' });
    const c2 = await insertCliente(database, tenant.id, { nombre: 'Dos' });
    const c3 = await insertCliente(database, tenant.id, { nombre: 'Tres' });
    const a1 = await insertAtencion(database, tenant.id, {
      clienteId: c1,
      comercialId: ana,
      updatedOn: EN_OCTUBRE,
    });
    const a2 = await insertAtencion(database, tenant.id, {
      clienteId: c1,
      comercialId: ana,
      tipo: 'GESTION',
      estado: 'REALIZADO',
      updatedOn: FIN_OCTUBRE,
    });
    const a3 = await insertAtencion(database, tenant.id, {
      clienteId: c2,
      comercialId: bea,
      updatedOn: EN_OCTUBRE,
    });
    await insertAtencion(database, tenant.id, { clienteId: c2, comercialId: cesar, updatedOn: FIN_OCTUBRE });
    await insertAtencion(database, tenant.id, { clienteId: c3, comercialId: null, updatedOn: EN_OCTUBRE });
    // A customer only César (BAJA, off the default list) attended: not in Ana and Bea's total.
    const c4 = await insertCliente(database, tenant.id, { nombre: 'Cuatro' });
    await insertAtencion(database, tenant.id, { clienteId: c4, comercialId: cesar, updatedOn: EN_OCTUBRE });
    await comprobar();
    expect((await figuras([ana, bea], OCTUBRE)).guardadas).toMatchObject({
      total: { atencion: 2, agendado: 2, gestion: 1 },
    });

    // A move to the next period, a change of commercial, of type and of customer; a state alone.
    await actualizar(a1, sql`updated_on = ${EN_NOVIEMBRE.toISOString()}`);
    await comprobar();
    await actualizar(a3, sql`comercial_id = ${ana}`);
    await comprobar();
    await actualizar(a2, sql`tipo = 'NO_INTERESADO'`);
    await comprobar();
    await actualizar(a2, sql`cliente_id = ${c3}`);
    await comprobar();
    await actualizar(a3, sql`estado = 'REPROGRAMADO'`);
    await comprobar();
    // Several rows in one statement, and a delete.
    await enTenant(async (tx) =>
      tx.execute(
        sql`UPDATE atenciones SET updated_on = ${FIN_OCTUBRE.toISOString()} WHERE cliente_id IN (${c1}, ${c2})`,
      ),
    );
    await comprobar();
    await enTenant(async (tx) => tx.execute(sql`DELETE FROM atenciones WHERE id = ${a2}`));
    await comprobar();
    // Deleting a customer deletes its attentions (a cascade): their figures go with them.
    await enTenant(async (tx) => tx.execute(sql`DELETE FROM clientes WHERE id = ${c2}`));
    await comprobar();
    expect((await figuras([ana, bea, cesar], OCTUBRE)).guardadas).toMatchObject({
      total: { atencion: 2 },
    });
  });
});
