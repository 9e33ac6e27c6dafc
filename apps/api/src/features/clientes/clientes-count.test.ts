import { beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, type TestTenant } from '../../../test/support/test-app';
import { testDatabase } from '../../../test/support/test-database';
import type { Database } from '../../db/database';
import { clientesFiltersSchema } from './clientes-filters';
import { seedClientes } from './clientes-fixtures';
import { createClientesService } from './clientes.service';

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

describe('the list count (exact up to a limit, estimated above)', () => {
  it('is exact at or below the limit', async () => {
    const service = createClientesService(database, { exactCountLimit: 7 });
    const page = await service.list(tenant.id, filters({ itemsPerPage: '5' }), allOfThem);
    expect(page).toMatchObject({ count: 7, count_exact: true, current: 1 });
    expect(page.results).toHaveLength(5);
  });

  it('is flagged as an estimate above the limit, never below what was counted', async () => {
    const service = createClientesService(database, { exactCountLimit: 3 });
    const page = await service.list(tenant.id, filters({ itemsPerPage: '5' }), allOfThem);
    expect(page.count_exact).toBe(false);
    expect(page.count).toBeGreaterThanOrEqual(4);
    expect(page.results).toHaveLength(5);
  });

  it('still answers "Página inválida." past the end when the count is an estimate', async () => {
    const service = createClientesService(database, { exactCountLimit: 3 });
    const second = await service.list(tenant.id, filters({ itemsPerPage: '5', page: '2' }), allOfThem);
    expect(second.results).toHaveLength(2);
    await expect(
      service.list(tenant.id, filters({ itemsPerPage: '5', page: '3' }), allOfThem),
    ).rejects.toThrow('Página inválida.');
  });
});
