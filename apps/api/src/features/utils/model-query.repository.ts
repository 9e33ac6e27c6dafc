import { asc, eq } from 'drizzle-orm';
import type { TenantTx } from '../../db/database';
import { origenesBbdd } from '../../db/schema/catalogos';

export function listOrigenes(tx: TenantTx) {
  return tx
    .select({ id: origenesBbdd.id, nombre: origenesBbdd.nombre, timestamp: origenesBbdd.timestamp })
    .from(origenesBbdd)
    .where(eq(origenesBbdd.tenantId, tx.tenantId))
    .orderBy(asc(origenesBbdd.nombre));
}
