import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { TUTORIALES_DE_EJEMPLO } from '@ventas/domain/tutoriales/tutoriales-ejemplo';
import { parsedRows, type Database } from '../../db/database';
import { tutoriales } from '../../db/schema/tiendas';

const EXISTING_ROW = z.object({ uno: z.number() });

/**
 * SPEC §1's four placeholder tutorials, in order 1–4, for a group-A distributor that has none
 * yet (a second call writes nothing, so it is safe on any start).
 */
export async function seedTutoriales(database: Database, tenantId: number): Promise<void> {
  await database.tenant(tenantId, async (tx) => {
    const existing = parsedRows(
      await tx.execute(sql`SELECT 1 AS uno FROM tutoriales WHERE tenant_id = app_current_tenant() LIMIT 1`),
      EXISTING_ROW,
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
