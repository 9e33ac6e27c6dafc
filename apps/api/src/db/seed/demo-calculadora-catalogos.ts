import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { TenantTx } from '../database';
import { tiposObjetivo } from '../schema/catalogos';
import { clientes as clientesTable } from '../schema/clientes';
import { tarifas, upfrontHistory } from '../schema/servicios';

/**
 * What the demo calculator sells: the first `cuantas` families that have a tariff counting for them
 * (by the catalogue's upfront entries), each with that tariff, and the Comercial's customers.
 */
export async function catalogos(tx: TenantTx, comercialId: number, cuantas: number) {
  const mapped = await tx
    .select({ familiaId: tiposObjetivo.id, tarifaId: tarifas.id, tarifaNombre: tarifas.name })
    .from(upfrontHistory)
    .innerJoin(
      tiposObjetivo,
      and(
        eq(tiposObjetivo.tenantId, upfrontHistory.tenantId),
        eq(tiposObjetivo.id, upfrontHistory.familiaObjetivoId),
      ),
    )
    .innerJoin(
      tarifas,
      and(eq(tarifas.tenantId, upfrontHistory.tenantId), eq(tarifas.id, upfrontHistory.objectId)),
    )
    .where(
      and(
        eq(upfrontHistory.tenantId, tx.tenantId),
        eq(upfrontHistory.contentType, 'tarifa'),
        isNotNull(upfrontHistory.familiaObjetivoId),
      ),
    )
    .orderBy(asc(tiposObjetivo.id), asc(tarifas.id));
  const porFamilia = new Map<number, { id: number; tarifa: { id: number; nombre: string } }>();
  for (const row of mapped) {
    if (!porFamilia.has(row.familiaId))
      porFamilia.set(row.familiaId, {
        id: row.familiaId,
        tarifa: { id: row.tarifaId, nombre: row.tarifaNombre },
      });
  }
  const clientes = (
    await tx
      .select({ id: clientesTable.id })
      .from(clientesTable)
      .where(and(eq(clientesTable.tenantId, tx.tenantId), eq(clientesTable.comercialId, comercialId)))
      .orderBy(asc(clientesTable.id))
  ).map((row) => row.id);
  return { familias: [...porFamilia.values()].slice(0, cuantas), clientes };
}
