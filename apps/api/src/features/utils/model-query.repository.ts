import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { origenesBbdd } from '../../db/schema/catalogos';

export function listOrigenes(tx: Tx, tenantId: number) {
  return tx
    .select({ id: origenesBbdd.id, nombre: origenesBbdd.nombre, timestamp: origenesBbdd.timestamp })
    .from(origenesBbdd)
    .where(eq(origenesBbdd.tenantId, tenantId))
    .orderBy(asc(origenesBbdd.nombre));
}
