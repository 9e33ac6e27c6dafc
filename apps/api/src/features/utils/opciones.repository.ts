import { and, asc, eq } from 'drizzle-orm';
import type { TenantTx } from '../../db/database';
import { opciones } from '../../db/schema/catalogos';

/** Every tenant list's options in their order; a sale type no longer offered says so (`activo`). */
export function listOpciones(tx: TenantTx) {
  return tx
    .select({
      tipo: opciones.tipo,
      value: opciones.valor,
      label: opciones.etiqueta,
      activo: opciones.activo,
    })
    .from(opciones)
    .where(and(eq(opciones.tenantId, tx.tenantId)))
    .orderBy(asc(opciones.tipo), asc(opciones.orden), asc(opciones.etiqueta));
}
