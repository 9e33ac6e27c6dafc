import { sql } from 'drizzle-orm';
import { TUTORIALES_DE_EJEMPLO } from '@ventas/domain/tutoriales/tutoriales-ejemplo';
import { rowsOf, type Database } from '../../db/database';
import { tutoriales } from '../../db/schema/tiendas';

/**
 * SPEC §1's four placeholder tutorials, in order 1–4, for a group-A distributor that has none
 * yet (a second call writes nothing, so it is safe on any start).
 */
export async function seedTutoriales(database: Database, tenantId: number): Promise<void> {
  await database.tenant(tenantId, async (tx) => {
    const existing = rowsOf(
      await tx.execute(sql`SELECT 1 FROM tutoriales WHERE tenant_id = app_current_tenant() LIMIT 1`),
    );
    if (existing.length > 0) return;
    await tx.insert(tutoriales).values(
      TUTORIALES_DE_EJEMPLO.map((tutorial, indice) => ({
        tenantId,
        titulo: tutorial.titulo,
        descripcion: tutorial.descripcion,
        videoUrl: tutorial.video_url,
        orden: indice + 1,
      })),
    );
  });
}
