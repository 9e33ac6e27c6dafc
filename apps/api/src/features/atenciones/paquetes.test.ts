import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MENSAJE_ESTADO_PAQUETE, PAQUETE_NO_ENCONTRADO } from '@ventas/domain/telework/paquete-contract';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  type TestTenant,
} from '../../../test/support/test-app';
import { insertCliente, insertOferta } from '../../../test/support/tenant-rows';
import type { Database } from '../../db/database';
import { paquetes } from '../../db/schema/atenciones';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let otherTenant: TestTenant;
const tokens = { manager: '', comercial: '', otherTenantManager: '' };

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  otherTenant = await createTestTenant(database);
  tokens.manager = (await login(app, tenant, 'manager')).access;
  tokens.comercial = (await login(app, tenant, 'comercial')).access;
  tokens.otherTenantManager = (await login(app, otherTenant, 'manager')).access;
});

type Caller = keyof typeof tokens;
const put = (caller: Caller, id: number | string, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: `/api/atenciones/paquete/${id}/`,
    headers: bearer(tokens[caller], caller === 'otherTenantManager' ? otherTenant.host : tenant.host),
    payload: payload as object,
  });

/** A package in flight on a customer of `comercialId`; its id. */
async function paqueteOf(comercialId: number | null): Promise<number> {
  const clienteId = await insertCliente(database, tenant.id, { comercialId });
  const { paqueteIds } = await insertOferta(database, tenant.id, {
    clienteId,
    comercialId,
    paquetes: [{ estado: 'VUELO', orderId: 'ORD-1' }],
  });
  const [id] = paqueteIds;
  if (id === undefined) throw new Error('no package');
  return id;
}

const stored = async (id: number) => {
  const [row] = await database.owner
    .select({ estado: paquetes.estado, orderId: paquetes.orderId })
    .from(paquetes)
    .where(and(eq(paquetes.tenantId, tenant.id), eq(paquetes.id, id)));
  return row;
};

describe('PUT /api/atenciones/paquete/{id}/ {estado, order_id}', () => {
  it("sets the status a provider's order number means and answers it (SPEC §4, decision 70)", async () => {
    const id = await paqueteOf(tenant.accounts.comercial.id);
    for (const [estado, expected] of [
      [6, 'ACTIVO'],
      ['7', 'CANCELADO'],
      [79, 'VUELO'],
      ['ACTIVO', 'ACTIVO'],
    ] as const) {
      const response = await put('comercial', id, { estado, order_id: `ORD-${estado}` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ estado: expected });
      expect(await stored(id)).toEqual({ estado: expected, orderId: `ORD-${estado}` });
    }
    // Without order_id the provider's order already stored stays.
    expect((await put('comercial', id, { estado: 8 })).json()).toEqual({ estado: 'VUELO' });
    expect(await stored(id)).toEqual({ estado: 'VUELO', orderId: 'ORD-ACTIVO' });
  });

  it('answers an unknown estado with a Spanish 400 and changes nothing', async () => {
    const id = await paqueteOf(tenant.accounts.comercial.id);
    for (const estado of [5, 'activo', '0x6', 6.5, null, '\u0000', 'x'.repeat(10_000)]) {
      const response = await put('comercial', id, { estado, order_id: 'NUEVO' });
      expect(response.statusCode, JSON.stringify(estado)).toBe(400);
    }
    expect((await put('comercial', id, { estado: 5 })).json().estado).toEqual([MENSAJE_ESTADO_PAQUETE]);
    expect(await stored(id)).toEqual({ estado: 'VUELO', orderId: 'ORD-1' });
  });

  it("keeps a Comercial to their own customers' packages and every caller to their tenant", async () => {
    const ajeno = await paqueteOf(tenant.accounts.manager.id);
    const notFound = { detail: PAQUETE_NO_ENCONTRADO };
    expect((await put('comercial', ajeno, { estado: 7 })).json()).toEqual(notFound);
    expect((await put('otherTenantManager', ajeno, { estado: 7 })).json()).toEqual(notFound);
    expect((await put('comercial', 999_999_999, { estado: 7 })).statusCode).toBe(404);
    expect((await put('comercial', '2147483648', { estado: 7 })).statusCode).toBe(400);
    expect(await stored(ajeno)).toEqual({ estado: 'VUELO', orderId: 'ORD-1' });
    expect((await put('manager', ajeno, { estado: 7 })).json()).toEqual({ estado: 'CANCELADO' });
  });
});
