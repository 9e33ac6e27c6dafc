import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { LineaKind } from '@ventas/domain/ofertas/oferta-cotizacion';
import {
  lineaKey,
  type QuoteCatalogue,
  type QuoteLinea,
  type QuotePromocion,
  type QuoteInstallment,
  type QuoteSeguro,
  type QuoteTerminal,
} from '@ventas/domain/ofertas/quote-oferta';
import { parsedRows, type TenantTx } from '../../db/database';
import { linkedIds, priceInForce } from './catalogue-sql';
import { intArray } from '../../lists/filter-sql';

/**
 * The catalogue rows an offer is quoted from (issue 13), read in one statement per table for all
 * of an offer's packages, with every price as in force at the quote's instant (price history).
 * Promotions and installments have no history: they are read as they are now, and the offer's
 * snapshot keeps them once quoted.
 */
export interface OfferCatalogueIds {
  lineas: Record<LineaKind, number[]>;
  promociones: number[];
  terminales: number[];
  seguros: number[];
}

const TABLE_OF: Record<LineaKind, { table: string; promotions: SQL; svas: SQL }> = {
  tarifa: {
    table: 'tarifas',
    promotions: linkedIds('tarifa_promociones', 'tarifa_id', 'promocion_id', sql`t`),
    svas: linkedIds('tarifa_svas', 'tarifa_id', 'sva_id', sql`t`),
  },
  adicional: {
    table: 'adicionales',
    promotions: linkedIds('adicional_promociones', 'adicional_id', 'promocion_id', sql`t`),
    svas: sql`ARRAY[]::int[]`,
  },
  sva: {
    table: 'svas',
    promotions: linkedIds('sva_promociones', 'sva_id', 'promocion_id', sql`t`),
    svas: sql`ARRAY[]::int[]`,
  },
};

/** Numerics are selected as text (exact decimals); a price not in force is null. */
const LINEA_ROW = z.object({
  id: z.number().int(),
  name: z.string(),
  operator: z.string(),
  segment: z.string(),
  is_active: z.boolean(),
  price: z.string().nullable(),
  promotions: z.array(z.number().int()),
  svas: z.array(z.number().int()),
}) satisfies z.ZodType<Omit<QuoteLinea, 'kind'>>;

const PROMOCION_ROW = z.object({
  id: z.number().int(),
  name: z.string(),
  operator: z.string(),
  is_active: z.boolean(),
  amount: z.string(),
  amount_unit: z.enum(['MONETARY', 'PERCENTS']),
  duration: z.number().int().nullable(),
  duration_unit: z.string().nullable(),
}) satisfies z.ZodType<QuotePromocion>;

const TERMINAL_ROW = z.object({
  id: z.number().int(),
  name: z.string(),
  operator: z.string(),
  is_active: z.boolean(),
}) satisfies z.ZodType<QuoteTerminal>;

const INSTALLMENT_ROW = z.object({
  id: z.number().int(),
  terminal_id: z.number().int(),
  installment_type: z.string(),
  object_id: z.number().int(),
  initial_price: z.string(),
  month_price: z.string(),
  final_price: z.string(),
  cuotas: z.number().int().nullable(),
  is_active: z.boolean(),
}) satisfies z.ZodType<QuoteInstallment>;

const SEGURO_ROW = TERMINAL_ROW.extend({ price: z.string().nullable() }) satisfies z.ZodType<QuoteSeguro>;

const idArray = (ids: readonly number[]) => intArray([...new Set(ids)]);

async function readLineas(tx: TenantTx, kind: LineaKind, ids: number[], at: SQL): Promise<QuoteLinea[]> {
  if (ids.length === 0) return [];
  const { table, promotions, svas } = TABLE_OF[kind];
  const rows = parsedRows(
    await tx.execute(sql`
      SELECT t.id, t.name, t.operator, t.segment, t.is_active,
        ${priceInForce(kind, sql`t.id`, at)}::text AS price,
        ${promotions} AS promotions, ${svas} AS svas
      FROM ${sql.identifier(table)} t
      WHERE t.tenant_id = ${tx.tenantId} AND t.id = ANY(${idArray(ids)})`),
    LINEA_ROW,
  );
  return rows.map((row) => ({ ...row, kind }));
}

/** Everything `ids` name, priced at `at`; ids of another tenant or of nothing are simply absent. */
export async function readOfferCatalogue(
  tx: TenantTx,
  ids: OfferCatalogueIds,
  at: Date,
): Promise<QuoteCatalogue> {
  const instant = sql`${at.toISOString()}::timestamptz`;
  const lineas = new Map<string, QuoteLinea>();
  for (const kind of Object.keys(TABLE_OF) as LineaKind[]) {
    for (const row of await readLineas(tx, kind, ids.lineas[kind], instant))
      lineas.set(lineaKey(kind, row.id), row);
  }
  const promociones = ids.promociones.length
    ? parsedRows(
        await tx.execute(sql`
          SELECT id, name, operator, is_active, amount::text AS amount, amount_unit, duration, duration_unit
          FROM promociones WHERE tenant_id = ${tx.tenantId} AND id = ANY(${idArray(ids.promociones)})`),
        PROMOCION_ROW,
      )
    : [];
  const terminales = ids.terminales.length
    ? parsedRows(
        await tx.execute(sql`
          SELECT id, name, operator, is_active
          FROM terminales WHERE tenant_id = ${tx.tenantId} AND id = ANY(${idArray(ids.terminales)})`),
        TERMINAL_ROW,
      )
    : [];
  const installments = ids.terminales.length
    ? parsedRows(
        await tx.execute(sql`
          SELECT id, terminal_id, installment_type, object_id, initial_price::text AS initial_price,
            month_price::text AS month_price, final_price::text AS final_price, cuotas, is_active
          FROM installments WHERE tenant_id = ${tx.tenantId} AND terminal_id = ANY(${idArray(ids.terminales)})`),
        INSTALLMENT_ROW,
      )
    : [];
  const seguros = ids.seguros.length
    ? parsedRows(
        await tx.execute(sql`
          SELECT t.id, t.name, t.operator, t.is_active, ${priceInForce('seguro', sql`t.id`, instant)}::text AS price
          FROM seguros t WHERE t.tenant_id = ${tx.tenantId} AND t.id = ANY(${idArray(ids.seguros)})`),
        SEGURO_ROW,
      )
    : [];
  const operadores = parsedRows(
    await tx.execute(
      sql`SELECT codigo, COALESCE(terminales_de, codigo) AS terminales FROM operadores WHERE tenant_id = ${tx.tenantId}`,
    ),
    z.object({ codigo: z.string(), terminales: z.string() }),
  );
  return {
    lineas,
    promociones: new Map(promociones.map((row) => [row.id, row])),
    terminales: new Map(terminales.map((row) => [row.id, row])),
    installments,
    seguros: new Map(seguros.map((row) => [row.id, row])),
    terminalesDe: new Map(operadores.map((row) => [row.codigo, row.terminales])),
  };
}
