import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { gestiones } from '../../db/schema/atenciones';

/** The tenant's procedures by name; `isActive` narrows to active or inactive ones. */
export function listGestiones(tx: Tx, tenantId: number, isActive: boolean | undefined) {
  return tx
    .select({
      id: gestiones.id,
      name: gestiones.name,
      operator: gestiones.operator,
      tipo_gestion: gestiones.tipoGestion,
      is_active: gestiones.isActive,
    })
    .from(gestiones)
    .where(
      and(
        eq(gestiones.tenantId, tenantId),
        isActive === undefined ? undefined : eq(gestiones.isActive, isActive),
      ),
    )
    .orderBy(asc(gestiones.name), asc(gestiones.id));
}
