import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parsedRows } from '../../db/database';
import { createTestTenant } from '../../../test/support/test-app';
import { testDatabase } from '../../../test/support/test-database';
import { seedTiendaDemo } from './tiendas.public';

describe('the demo store', () => {
  it('is one store holding the TIENDA-type Comercial, written once however often it runs', async () => {
    const database = await testDatabase();
    const tenant = await createTestTenant(database);
    await seedTiendaDemo(database, tenant.id);
    await seedTiendaDemo(database, tenant.id);
    const stores = await database.tenant(tenant.id, async (tx) =>
      parsedRows(
        await tx.execute(sql`SELECT t.nombre, t.cp,
            ARRAY(SELECT tc.comercial_id FROM tienda_comerciales tc
                  WHERE tc.tenant_id = t.tenant_id AND tc.tienda_id = t.id) AS comerciales
          FROM tiendas t WHERE t.tenant_id = ${tenant.id}`),
        z.object({ nombre: z.string(), cp: z.string().nullable(), comerciales: z.array(z.number()) }),
      ),
    );
    expect(stores).toEqual([
      { nombre: 'Tienda Gran Vía', cp: '28013', comerciales: [tenant.accounts.comercial.id] },
    ]);
  });
});
