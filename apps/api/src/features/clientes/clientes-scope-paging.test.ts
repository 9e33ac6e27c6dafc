import { beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, type TestTenant } from '../../../test/support/test-app';
import { testDatabase } from '../../../test/support/test-database';
import { seedClientes } from '../../../test/support/tenant-rows';
import type { Database } from '../../db/database';
import { clientesFiltersSchema } from './clientes-filters';
import { createClientesService } from './clientes.service';

/** A Comercial's pages merge their own and the unassigned customers (clientes-query.ts). */
let database: Database;
let tenant: TestTenant;

beforeAll(async () => {
  database = await testDatabase();
  tenant = await createTestTenant(database);
  const own = tenant.accounts.comercial.id;
  const other = tenant.accounts.manager.id;
  const owners = [own, null, other, null, own, other, own, null, null];
  await seedClientes(
    database,
    tenant.id,
    owners.map((comercialId, index) => ({
      nombre: `Cliente ${index}`,
      comercialId,
      // Older as the index grows, so the default order is 0, 1, 2, ...
      updatedOn: new Date(Date.UTC(2026, 10, 20 - index)),
    })),
  );
});

describe("a Comercial's pages in the default order", () => {
  it('interleave their own and the unassigned customers by last update, without anyone else’s', async () => {
    const service = createClientesService(database);
    const scope = { accountId: tenant.accounts.comercial.id, seesAll: false };
    const names: string[] = [];
    for (const page of [1, 2, 3]) {
      const result = await service.list(
        tenant.id,
        clientesFiltersSchema.parse({ itemsPerPage: '3', page: String(page) }),
        scope,
      );
      expect(result.count).toBe(7);
      names.push(...result.results.map((cliente) => cliente.nombre));
    }
    expect(names).toEqual([0, 1, 3, 4, 6, 7, 8].map((index) => `Cliente ${index}`));
    await expect(
      service.list(tenant.id, clientesFiltersSchema.parse({ itemsPerPage: '3', page: '4' }), scope),
    ).rejects.toThrow('Página inválida.');
  });

  it('keep the other filters inside both halves', async () => {
    const service = createClientesService(database);
    const scope = { accountId: tenant.accounts.comercial.id, seesAll: false };
    const result = await service.list(
      tenant.id,
      clientesFiltersSchema.parse({ search: 'cliente', nombre: '4', itemsPerPage: '3' }),
      scope,
    );
    expect(result.results.map((cliente) => cliente.nombre)).toEqual(['Cliente 4']);
  });
});
