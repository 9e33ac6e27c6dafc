import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  type TestTenant,
} from '../../../test/support/test-app';
import { insertCliente, insertOferta } from '../../../test/support/tenant-rows';
import type { Database } from '../../db/database';
import { ofertas, paquetes } from '../../db/schema/atenciones';
import { ATENCION_NO_ENCONTRADA } from './atenciones.service';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let otherTenant: TestTenant;
const tokens = { admin: '', manager: '', comercial: '', otherTenantManager: '', otherTenantAdmin: '' };

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  otherTenant = await createTestTenant(database);
  tokens.admin = (await login(app, tenant, 'admin')).access;
  tokens.manager = (await login(app, tenant, 'manager')).access;
  tokens.comercial = (await login(app, tenant, 'comercial')).access;
  tokens.otherTenantManager = (await login(app, otherTenant, 'manager')).access;
  tokens.otherTenantAdmin = (await login(app, otherTenant, 'admin')).access;
});

type Caller = keyof typeof tokens;
const call = (caller: Caller, method: 'PUT' | 'DELETE', id: number | string, payload?: unknown) =>
  app.inject({
    method,
    url: `/api/atenciones/${id}/`,
    headers: bearer(tokens[caller], caller.startsWith('otherTenant') ? otherTenant.host : tenant.host),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** An offer with one package on a customer of the tenant's Comercial; its ids. */
async function ofertaDeComercial() {
  const clienteId = await insertCliente(database, tenant.id, { comercialId: tenant.accounts.comercial.id });
  return insertOferta(database, tenant.id, {
    clienteId,
    comercialId: tenant.accounts.comercial.id,
    paquetes: [{ estado: 'ACTIVO' }],
  });
}

describe('PUT /api/atenciones/{id}/ {updated_on} (SPEC §4 "marked updated", decision 73)', () => {
  it('sets the instant given, or the first instant of a Madrid day, and answers the attention', async () => {
    const { atencionId } = await ofertaDeComercial();
    const withTime = await call('manager', 'PUT', atencionId, { updated_on: '2026-03-01T10:00:00+01:00' });
    expect(withTime.statusCode, withTime.body).toBe(200);
    expect(withTime.json()).toMatchObject({ id: atencionId, updated_on: '2026-03-01T09:00:00.000Z' });
    // Summer time: the Madrid day starts at 22:00 UTC the day before.
    const day = await call('manager', 'PUT', atencionId, { updated_on: '2026-07-01' });
    expect(day.json().updated_on).toBe('2026-06-30T22:00:00.000Z');
  });

  it('refuses a Comercial (403), a bad date (400) and any attention outside the tenant (404)', async () => {
    const { atencionId } = await ofertaDeComercial();
    expect((await call('comercial', 'PUT', atencionId, { updated_on: '2026-03-01' })).statusCode).toBe(403);
    for (const updated_on of ['2026-13-01', '01/03/2026', '', null, 5, '2026-03-01T10:00:00'])
      expect((await call('manager', 'PUT', atencionId, { updated_on })).statusCode, String(updated_on)).toBe(
        400,
      );
    const ajena = await call('otherTenantManager', 'PUT', atencionId, { updated_on: '2026-03-01' });
    expect([ajena.statusCode, ajena.json()]).toEqual([404, { detail: ATENCION_NO_ENCONTRADA }]);
  });
});

describe('DELETE /api/atenciones/{id}/ (decision 73)', () => {
  it('deletes the attention with its offer and packages, for Admin and above only', async () => {
    const { atencionId, ofertaId } = await ofertaDeComercial();
    expect((await call('comercial', 'DELETE', atencionId)).statusCode).toBe(403);
    expect((await call('manager', 'DELETE', atencionId)).statusCode).toBe(403);
    expect((await call('otherTenantAdmin', 'DELETE', atencionId)).statusCode).toBe(404);
    const offerRows = () =>
      database.owner
        .select({ id: ofertas.id })
        .from(ofertas)
        .where(and(eq(ofertas.tenantId, tenant.id), eq(ofertas.id, ofertaId)));
    expect(await offerRows()).toHaveLength(1);

    expect((await call('admin', 'DELETE', atencionId)).statusCode).toBe(204);
    expect(await offerRows()).toHaveLength(0);
    const packages = await database.owner
      .select({ id: paquetes.id })
      .from(paquetes)
      .where(and(eq(paquetes.tenantId, tenant.id), eq(paquetes.ofertaId, ofertaId)));
    expect(packages).toHaveLength(0);
    expect((await call('admin', 'DELETE', atencionId)).statusCode).toBe(404);
  });
});
