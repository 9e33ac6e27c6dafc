import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { VentaContada } from '@ventas/domain/calculadora/clawback';
import { mesDe, type Mes } from '@ventas/domain/calculadora/mes';
import { primerDia, siguienteMes } from '@ventas/domain/calculadora/objetivos-contract';
import { madridDate, startOfMadridDay } from '@ventas/domain/time/madrid';
import { parsedRows, type TenantTx } from '../../../db/database';
import { intArray, textArray } from '../../../lists/filter-sql';

/** `cancelado_el` is timestamptz (the drivers' text: drizzle keeps it unparsed; or a Date). */
const VENTA_CANCELADA_ROW = z.object({
  paquete_id: z.number().int(),
  operador: z.string(),
  mes: z.string(),
  aportacion: z.string(),
  cancelado_el: z.union([z.date(), z.string()]),
  descripcion: z.string(),
});

/**
 * The clawback's inputs (issue 14): sales counted in closed months whose package turned
 * CANCELADO during `mes` (a Madrid month), and the tenant's window per operator.
 */
export async function ventasCanceladasEn(
  tx: TenantTx,
  comercialId: number,
  mes: Mes,
): Promise<VentaContada[]> {
  const desde = startOfMadridDay(primerDia(mes)).toISOString();
  const hasta = startOfMadridDay(primerDia(siguienteMes(mes))).toISOString();
  const rows = parsedRows(
    await tx.execute(sql`
      SELECT vc.paquete_id, vc.operador, to_char(vc.mes, 'YYYY-MM-DD') AS mes, vc.aportacion::text AS aportacion,
        p.cancelado_el, vc.descripcion
      FROM ventas_contadas vc
      JOIN paquetes p ON p.tenant_id = vc.tenant_id AND p.id = vc.paquete_id
      WHERE vc.tenant_id = app_current_tenant() AND vc.comercial_id = ${comercialId}
        AND vc.mes < ${primerDia(mes)}::date
        AND p.cancelado_el >= ${desde}::timestamptz AND p.cancelado_el < ${hasta}::timestamptz`),
    VENTA_CANCELADA_ROW,
  );
  return rows.map((row) => ({
    paquete_id: Number(row.paquete_id),
    operador: row.operador,
    mes: mesDe(row.mes),
    aportacion: row.aportacion,
    cancelado_el: madridDate(new Date(row.cancelado_el)),
    descripcion: row.descripcion || null,
  }));
}

/** The tenant's clawback window per operator; operators not listed keep the default. */
export async function ventanasClawback(tx: TenantTx): Promise<Record<string, number>> {
  const rows = parsedRows(
    await tx.execute(
      sql`SELECT operador, meses FROM clawback_operadores WHERE tenant_id = app_current_tenant()`,
    ),
    z.object({ operador: z.string(), meses: z.number().int() }),
  );
  return Object.fromEntries(rows.map((row) => [row.operador, Number(row.meses)]));
}

/** Replaces the tenant's windows: operators listed get theirs, the rest the default. */
export async function guardarVentanasClawback(
  tx: TenantTx,
  operadores: readonly { operador: string; meses: number }[],
): Promise<void> {
  await tx.execute(sql`DELETE FROM clawback_operadores WHERE tenant_id = app_current_tenant()`);
  if (operadores.length === 0) return;
  await tx.execute(sql`
    INSERT INTO clawback_operadores (tenant_id, operador, meses)
    SELECT ${tx.tenantId}, o, m FROM unnest(${textArray(operadores.map((row) => row.operador))},
      ${intArray(operadores.map((row) => row.meses))}) AS t(o, m)`);
}
