import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PIPELINE_LISTA_PATHS } from '@ventas/domain/ofertas/pipeline-contract';
import type { Database } from '../../../db/database';
import { callerFor, type Caller, type Role } from '../../../../test/support/catalogue-caller';
import { insertCliente, insertOferta } from '../../../../test/support/tenant-rows';
import { createTestApp, createTestTenant, type TestTenant } from '../../../../test/support/test-app';

export interface PipelineListaTest {
  app: FastifyInstance;
  database: Database;
  tenant: TestTenant;
  call: Caller;
  otherCall: Caller;
  /** The offers by name, as listed in `OFERTAS`. */
  of: Record<keyof typeof OFERTAS, number>;
}

/** A customer whose name a spreadsheet would take for a formula. */
export const HOSTIL = '=HYPERLINK("http://x.test","Pulse")';

/**
 * Test-only. Last worked first: `uno` and `dos` in the same millisecond (uno 200 µs later), `tres`
 * and `cuatro` at the same instant (the id decides), `cinco` last, with no price. The Comercial
 * works `propio` and `libre` (unassigned); `ajeno` is the Manager's.
 */
const OFERTAS = {
  uno: {
    cliente: 'propio',
    estado: 1,
    precio: '100',
    operador: 'A',
    segmento: 'PARTICULAR',
    creada: '2026-03-10T10:00:00Z',
    tocada: '2026-04-02 10:00:00.000300+00',
  },
  dos: {
    cliente: 'propio',
    estado: 2,
    precio: '45.5',
    operador: 'B',
    segmento: 'NEGOCIOS',
    creada: '2026-03-31T22:30:00Z',
    tocada: '2026-04-02 10:00:00.000100+00',
  },
  tres: {
    cliente: 'libre',
    estado: 4,
    precio: '60',
    operador: 'A',
    segmento: 'PARTICULAR',
    creada: '2026-03-15T10:00:00Z',
    tocada: '2026-04-01 09:00:00+00',
  },
  cuatro: {
    cliente: 'ajeno',
    estado: 1,
    precio: '20',
    operador: 'A',
    segmento: 'PARTICULAR',
    creada: '2026-03-20T10:00:00Z',
    tocada: '2026-04-01 09:00:00+00',
  },
  cinco: {
    cliente: 'hostil',
    estado: 7,
    precio: null,
    operador: 'C',
    segmento: 'PARTICULAR',
    creada: '2026-03-05T10:00:00Z',
    tocada: '2026-03-06 12:00:00+00',
  },
} as const;

/** An app, a tenant with the offers above, and another tenant with one offer of its own. */
export async function startPipelineListaTest(): Promise<PipelineListaTest> {
  const { app, database } = await createTestApp();
  const tenant = await createTestTenant(database);
  const other = await createTestTenant(database);
  const { comercial, manager } = tenant.accounts;
  const clientes = {
    propio: await insertCliente(database, tenant.id, { nombre: 'Ana Propia', comercialId: comercial.id }),
    libre: await insertCliente(database, tenant.id, { nombre: 'Bruno Libre', comercialId: null }),
    ajeno: await insertCliente(database, tenant.id, { nombre: 'Carla Ajena', comercialId: manager.id }),
    hostil: await insertCliente(database, tenant.id, { nombre: HOSTIL, comercialId: comercial.id }),
  };
  const of = {} as PipelineListaTest['of'];
  for (const [nombre, oferta] of Object.entries(OFERTAS) as [
    keyof typeof OFERTAS,
    (typeof OFERTAS)[keyof typeof OFERTAS],
  ][]) {
    const { ofertaId } = await insertOferta(database, tenant.id, {
      clienteId: clientes[oferta.cliente],
      comercialId: oferta.cliente === 'ajeno' ? manager.id : comercial.id,
      estado: oferta.estado,
      ...(oferta.precio === null ? {} : { precioTotal: oferta.precio }),
      operador: oferta.operador,
      segmento: oferta.segmento,
      createdOn: new Date(oferta.creada),
    });
    of[nombre] = ofertaId;
    await database.tenant(tenant.id, (tx) =>
      tx.execute(sql`UPDATE ofertas SET updated_on = ${oferta.tocada}::timestamptz WHERE id = ${ofertaId}`),
    );
  }
  const otro = await insertCliente(database, other.id, { nombre: 'Dora Otra' });
  await insertOferta(database, other.id, { clienteId: otro, estado: 1, precioTotal: '999' });
  return {
    app,
    database,
    tenant,
    call: await callerFor(app, tenant),
    otherCall: await callerFor(app, other),
    of,
  };
}

/** GET …/pipeline/lista/ as `role`: the page, failing the test on anything but a 200. */
export async function listaAs(call: Caller, role: Role, query = '') {
  const response = await call(role, 'GET', `${PIPELINE_LISTA_PATHS.lista}?${query}`);
  if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`);
  return response.json() as { count: number; results: Array<{ id: number } & Record<string, unknown>> };
}
