import { and, asc, desc, eq, isNotNull, lte } from 'drizzle-orm';
import { formatAmount } from '@ventas/domain/money/decimal-amount';
import { PRICE_DECIMALS } from '@ventas/domain/servicios/price-history';
import type { TenantTx } from '../database';
import { tiposObjetivo } from '../schema/catalogos';
import { clientes as clientesTable } from '../schema/clientes';
import { priceHistory, tarifas, upfrontHistory } from '../schema/servicios';

/** A tariff the demo sells, as an offer quotes it (its operator and segment price the line). */
export interface TarifaVendida {
  id: number;
  nombre: string;
  operator: string;
  segment: string;
}

/**
 * What the demo calculator sells: the first `cuantas` families that have a tariff counting for them
 * (by the catalogue's upfront entries), each with that tariff, and the Comercial's customers.
 */
export async function catalogos(tx: TenantTx, comercialId: number, cuantas: number) {
  const mapped = await tx
    .select({
      familiaId: tiposObjetivo.id,
      tarifa: { id: tarifas.id, nombre: tarifas.name, operator: tarifas.operator, segment: tarifas.segment },
    })
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
  const porFamilia = new Map<number, { id: number; tarifa: TarifaVendida }>();
  for (const row of mapped) {
    if (!porFamilia.has(row.familiaId))
      porFamilia.set(row.familiaId, { id: row.familiaId, tarifa: row.tarifa });
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

/**
 * The tariff's price without VAT in force at `at`, to the tariff's decimals, as the offer
 * catalogue reads it when an offer is quoted (the same rule as `priceInForce`: the latest active
 * entry that took effect by then, the one recorded last on a tie).
 */
export async function precioTarifaEn(tx: TenantTx, tarifaId: number, at: Date): Promise<string> {
  const [entry] = await tx
    .select({ price: priceHistory.price })
    .from(priceHistory)
    .where(
      and(
        eq(priceHistory.tenantId, tx.tenantId),
        eq(priceHistory.contentType, 'tarifa'),
        eq(priceHistory.objectId, tarifaId),
        eq(priceHistory.isActive, true),
        lte(priceHistory.fecha, at),
      ),
    )
    .orderBy(desc(priceHistory.fecha), desc(priceHistory.id))
    .limit(1);
  if (!entry) throw new Error(`La tarifa ${tarifaId} no tiene precio el ${at.toISOString()}`);
  return formatAmount(entry.price, PRICE_DECIMALS.tarifa);
}
