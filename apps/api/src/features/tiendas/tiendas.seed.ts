import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { tiendaFormSchema } from '@ventas/domain/tiendas/tienda-contract';
import { parsedRows, type Database } from '../../db/database';
import { insertTienda, setComerciales } from './tiendas.repository';

/**
 * The demo's store (issue 17): one shop in Madrid with the distributor's TIENDA-type Comercial, so
 * /tiendas shows a store and its month's figures from the first start. Writes nothing when the
 * distributor already has stores.
 */
export async function seedTiendaDemo(database: Database, tenantId: number): Promise<void> {
  await database.tenant(tenantId, async (tx) => {
    const existing = parsedRows(
      await tx.execute(sql`SELECT 1 AS existe FROM tiendas WHERE tenant_id = ${tenantId} LIMIT 1`),
      z.object({ existe: z.literal(1) }),
    );
    if (existing.length > 0) return;
    const { comerciales: _ninguno, ...columnas } = tiendaFormSchema.parse({
      nombre: 'Tienda Gran Vía',
      direccion: 'Calle Gran Vía, 30',
      cp: '28013',
      localidad: 'Madrid',
      telefono: '910000000',
      horario: 'L-S 10:00-21:00',
      activa: true,
    });
    const id = await insertTienda(tx, columnas);
    const comerciales = parsedRows(
      await tx.execute(sql`SELECT id FROM accounts
        WHERE tenant_id = ${tenantId} AND rol = 4 AND tipo_comercial = 'TIENDA' AND eliminada_el IS NULL`),
      z.object({ id: z.number() }),
    );
    await setComerciales(
      tx,
      id,
      comerciales.map((row) => row.id),
    );
  });
}
