import { beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, type TestTenant } from '../../../test/support/test-app';
import { testDatabase } from '../../../test/support/test-database';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clientes } from '../../db/schema/clientes';
import { clientesFiltersSchema } from './clientes-filters';
import { seedClientes } from '../../../test/support/tenant-rows';
import { createClientesService } from './clientes.service';
import { madridToday } from '@ventas/domain/time/madrid';

let database: Database;
let tenant: TestTenant;
const allOfThem = { accountId: 0, seesAll: true };
const filters = (query: Record<string, string>) => clientesFiltersSchema.parse(query);

beforeAll(async () => {
  database = await testDatabase();
  tenant = await createTestTenant(database);
  await seedClientes(
    database,
    tenant.id,
    Array.from({ length: 7 }, (_, index) => ({ nombre: `Cuenta ${index}`, telefonos: [`62200000${index}`] })),
  );
});

// Every seeded customer matches this filter, so it goes through the counting path.
const estado = { estadoCliente: 'NUEVO', itemsPerPage: '5' };

describe('the list count of a filtered list (exact up to a limit, estimated above)', () => {
  it('is exact at or below the limit', async () => {
    const service = createClientesService(database, { exactCountLimit: 7 });
    const page = await service.list(tenant.id, filters(estado), allOfThem);
    expect(page).toMatchObject({ count: 7, count_exact: true, current: 1 });
    expect(page.results).toHaveLength(5);
  });

  it('is flagged as an estimate above the limit, never below what was counted', async () => {
    const service = createClientesService(database, { exactCountLimit: 3 });
    const page = await service.list(tenant.id, filters(estado), allOfThem);
    expect(page.count_exact).toBe(false);
    expect(page.count).toBeGreaterThanOrEqual(4);
    expect(page.results).toHaveLength(5);
  });

  it('still answers "Página inválida." past the end when the count is an estimate', async () => {
    const service = createClientesService(database, { exactCountLimit: 3 });
    const second = await service.list(tenant.id, filters({ ...estado, page: '2' }), allOfThem);
    expect(second.results).toHaveLength(2);
    await expect(service.list(tenant.id, filters({ ...estado, page: '3' }), allOfThem)).rejects.toThrow(
      'Página inválida.',
    );
  });
});

describe('the count of the unfiltered list (kept per commercial, migration 0009)', () => {
  it('is exact whatever the limit, for the tenant and for a Comercial', async () => {
    const service = createClientesService(database, { exactCountLimit: 3 });
    const all = await service.list(tenant.id, filters({ itemsPerPage: '5' }), allOfThem);
    expect(all).toMatchObject({ count: 7, count_exact: true });
    const comercial = { accountId: tenant.accounts.comercial.id, seesAll: false };
    const own = await service.list(tenant.id, filters({ itemsPerPage: '5' }), comercial);
    expect(own).toMatchObject({ count: 7, count_exact: true }); // all unassigned so far
  });

  it('follows inserts, reassignments and deletions, matching a recount', async () => {
    const service = createClientesService(database);
    const comercial = { accountId: tenant.accounts.comercial.id, seesAll: false };
    const ids = await seedClientes(database, tenant.id, [
      { nombre: 'Del comercial', comercialId: tenant.accounts.comercial.id },
      { nombre: 'Del manager', comercialId: tenant.accounts.manager.id },
    ]);
    const counts = async () => ({
      all: (await service.list(tenant.id, filters({}), allOfThem)).count,
      comercial: (await service.list(tenant.id, filters({}), comercial)).count,
    });
    expect(await counts()).toEqual({ all: 9, comercial: 8 });

    await database.tenant(tenant.id, (tx) =>
      tx
        .update(clientes)
        .set({ comercialId: tenant.accounts.comercial.id })
        .where(eq(clientes.comercialId, tenant.accounts.manager.id)),
    );
    expect(await counts()).toEqual({ all: 9, comercial: 9 });

    await service.remove(tenant.id, ids.get('Del comercial') ?? 0);
    expect(await counts()).toEqual({ all: 8, comercial: 8 });

    const recount = await database.tenant(tenant.id, (tx) => tx.select({ id: clientes.id }).from(clientes));
    expect(recount).toHaveLength(8);
  });
});

describe("the count of a figure's list (decision 132)", () => {
  it('is exact whatever the limit when the list carries a figure filter, so it equals the figure', async () => {
    const service = createClientesService(database, { exactCountLimit: 3 });
    // Every customer of this tenant was created today, a Madrid day (SPEC §9): the "Altas" figure's filter.
    const dia = madridToday();
    const page = await service.list(
      tenant.id,
      filters({ created_on_after: '2000-01-01', created_on_before: dia, itemsPerPage: '5' }),
      allOfThem,
    );
    // The unfiltered list's kept count is every customer of the tenant, exact (migration 0009).
    const all = await service.list(tenant.id, filters({ itemsPerPage: '5' }), allOfThem);
    expect(all.count).toBeGreaterThan(3);
    expect(page).toMatchObject({ count: all.count, count_exact: true });
    const bounded = await service.list(tenant.id, filters({ ...estado }), allOfThem);
    expect(bounded.count_exact).toBe(false);
  });
});
