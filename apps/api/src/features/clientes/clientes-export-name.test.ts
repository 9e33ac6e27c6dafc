import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, type TestTenant } from '../../../test/support/test-app';
import { testDatabase } from '../../../test/support/test-database';
import { insertCliente } from '../../../test/support/tenant-rows';
import type { Database } from '../../db/database';
import { accounts } from '../../db/schema/accounts';
import { CLIENTES_EXPORT } from './clientes-export.job';
import { clientesFiltersSchema, loadClientes } from './clientes-query';

let database: Database;
let tenant: TestTenant;
let clienteId: number;

beforeAll(async () => {
  database = await testDatabase();
  tenant = await createTestTenant(database);
  // An account whose names were left blank: every screen and file names it by its username.
  await database.owner
    .update(accounts)
    .set({ nombre: '', apellidos: '' })
    .where(and(eq(accounts.tenantId, tenant.id), eq(accounts.id, tenant.accounts.comercial.id)));
  clienteId = await insertCliente(database, tenant.id, { comercialId: tenant.accounts.comercial.id });
});

describe("the export's commercial name", () => {
  it('is the name the list shows, username included when the names are blank', async () => {
    const query = clientesFiltersSchema.parse({});
    const scope = { accountId: tenant.accounts.manager.id, seesAll: true };
    const [listed] = await database.tenant(tenant.id, (tx) => loadClientes(tx, [clienteId]));
    const [exported] = await database.tenant(tenant.id, (tx) =>
      CLIENTES_EXPORT.batch(tx, query, scope, null, 10),
    );
    expect(listed?.comercial?.nombre_completo).toBe(tenant.accounts.comercial.username);
    expect(exported?.comercial).toBe(listed?.comercial?.nombre_completo);
  });
});
