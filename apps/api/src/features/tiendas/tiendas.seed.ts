import { sql } from 'drizzle-orm';
import { tiendaFormSchema } from '@ventas/domain/tiendas/tienda-contract';
import { rowsOf, type Database } from '../../db/database';
import { insertTienda, setComerciales } from './tiendas.repository';

/**
 * The demo's store (issue 17): one shop in Madrid with the distributor's TIENDA-type Comercial, so
 * /tiendas shows a store and its month's figures from the first start. Writes nothing when the
 * distributor already has stores.
 */
export async function seedTiendaDemo(database: Database, tenantId: number): Promise<void> {
  await database.tenant(tenantId, async (tx) => {
    const existing = rowsOf(
      await tx.execute(sql`SELECT 1 FROM tiendas WHERE tenant_id = ${tenantId} LIMIT 1`),
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
    const comerciales = rowsOf<{ id: number }>(
      await tx.execute(sql`SELECT id FROM accounts
        WHERE tenant_id = ${tenantId} AND rol = 4 AND tipo_comercial = 'TIENDA' AND eliminada_el IS NULL`),
    );
    await setComerciales(
      tx,
      id,
      comerciales.map((row) => row.id),
    );
  });
}
