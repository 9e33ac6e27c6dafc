import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { extractoSchema, type Extracto } from '@ventas/domain/calculadora/extracto-contract';
import type { Mes } from '@ventas/domain/calculadora/mes';
import { primerDia } from '@ventas/domain/calculadora/objetivos-contract';
import { parsedRows, type TenantTx } from '../../../db/database';
import { intArray } from '../../../lists/filter-sql';
import { nombreCuenta } from '../../comerciales/comerciales.public';

/** Month close (issue 14, beyond the spec): the closed months, their log and frozen statements. */

export interface CierreFila {
  mes: string;
  cerrado_on: string;
  cerrado_por: number | null;
  cerrado_por_nombre: string | null;
}

/** Instants are timestamptz: the drivers' text (drizzle keeps it unparsed), or a Date. */
const INSTANTE = z.union([z.date(), z.string()]);

const CIERRE_ROW = z.object({
  mes: z.string(),
  cerrado_on: INSTANTE,
  cerrado_por: z.number().int().nullable(),
  cerrado_por_nombre: z.string().nullable(),
});

const REGISTRO_ROW = z.object({
  mes: z.string(),
  accion: z.enum(['CERRAR', 'REABRIR']),
  account_nombre: z.string().nullable(),
  motivo: z.string(),
  created_on: INSTANTE,
});

/**
 * The frozen statement (jsonb, parsed by the drivers), checked against the statement's schema but
 * passed on as stored: parsing through the schema would drop the keys it does not list (a sale's
 * row keeps every column of VentaDelMes) and change what the statement answers.
 */
const EXTRACTO_ROW = z.object({
  extracto: z.custom<Extracto>((value) => extractoSchema.safeParse(value).success),
});

export async function listCierres(tx: TenantTx): Promise<CierreFila[]> {
  const rows = parsedRows(
    await tx.execute(sql`
      SELECT to_char(m.mes, 'YYYY-MM') AS mes, m.cerrado_on, m.cerrado_por, ${nombreCuenta('a')} AS cerrado_por_nombre
      FROM meses_cerrados m LEFT JOIN accounts a ON a.tenant_id = m.tenant_id AND a.id = m.cerrado_por
      WHERE m.tenant_id = app_current_tenant() ORDER BY m.mes DESC`),
    CIERRE_ROW,
  );
  return rows.map((row) => ({ ...row, cerrado_on: new Date(row.cerrado_on).toISOString() }));
}

export async function cierreDe(tx: TenantTx, mes: Mes): Promise<Omit<CierreFila, 'mes'> | null> {
  const cierre = (await listCierres(tx)).find((row) => row.mes === primerDia(mes).slice(0, 7));
  if (!cierre) return null;
  const { mes: _mes, ...rest } = cierre;
  return rest;
}

export async function registroCierres(tx: TenantTx) {
  const rows = parsedRows(
    await tx.execute(sql`
      SELECT to_char(l.mes, 'YYYY-MM') AS mes, l.accion, ${nombreCuenta('a')} AS account_nombre, l.motivo, l.created_on
      FROM cierres_mes_log l LEFT JOIN accounts a ON a.tenant_id = l.tenant_id AND a.id = l.account_id
      WHERE l.tenant_id = app_current_tenant() ORDER BY l.created_on DESC, l.id DESC LIMIT 200`),
    REGISTRO_ROW,
  );
  return rows.map((row) => ({ ...row, created_on: new Date(row.created_on).toISOString() }));
}

/** Who may have a statement in `mes`: objectives that month, sales counted, or clawbacks. */
export async function comercialesConMovimiento(tx: TenantTx, ventasSql: ReturnType<typeof sql>, mes: Mes) {
  const rows = parsedRows(
    await tx.execute(sql`
      SELECT o.comercial_id AS id FROM objetivos o
        WHERE o.tenant_id = app_current_tenant() AND o.mes = ${primerDia(mes)}::date
      UNION SELECT v.comercial_id FROM (${ventasSql}) v WHERE v.cuenta
      UNION SELECT vc.comercial_id FROM ventas_contadas vc
        JOIN paquetes p ON p.tenant_id = vc.tenant_id AND p.id = vc.paquete_id
        WHERE vc.tenant_id = app_current_tenant() AND vc.mes < ${primerDia(mes)}::date AND p.cancelado_el IS NOT NULL
      ORDER BY 1`),
    // A sale's commercial is its attention's, a nullable column.
    z.object({ id: z.number().int().nullable() }),
  );
  return rows.map((row) => Number(row.id));
}

/** Writes the close: the month, every statement, every counted sale's part, and the log line. */
export async function guardarCierre(
  tx: TenantTx,
  mes: Mes,
  actorId: number,
  extractos: readonly Extracto[],
): Promise<void> {
  const dia = primerDia(mes);
  await tx.execute(
    sql`INSERT INTO meses_cerrados (tenant_id, mes, cerrado_por) VALUES (${tx.tenantId}, ${dia}::date, ${actorId})`,
  );
  for (const extracto of extractos) {
    await tx.execute(sql`
      INSERT INTO extractos_mes (tenant_id, mes, comercial_id, total, extracto)
      VALUES (${tx.tenantId}, ${dia}::date, ${extracto.comercial.id}, ${extracto.total}::numeric,
        ${JSON.stringify(extracto)}::jsonb)`);
    for (const venta of extracto.ventas) {
      const descripcion = [venta.cliente_nombre, venta.tarifa_nombre].filter(Boolean).join(', ');
      await tx.execute(sql`
        INSERT INTO ventas_contadas (tenant_id, paquete_id, mes, comercial_id, operador, aportacion, descripcion)
        VALUES (${tx.tenantId}, ${venta.paquete_id}, ${dia}::date, ${extracto.comercial.id}, ${venta.operador ?? ''},
          ${venta.aportacion}::numeric, ${descripcion})
        ON CONFLICT (tenant_id, paquete_id) DO NOTHING`);
    }
  }
  await registrar(tx, mes, 'CERRAR', actorId, '');
}

export async function registrar(
  tx: TenantTx,
  mes: Mes,
  accion: 'CERRAR' | 'REABRIR',
  actorId: number,
  motivo: string,
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO cierres_mes_log (tenant_id, mes, accion, account_id, motivo)
    VALUES (${tx.tenantId}, ${primerDia(mes)}::date, ${accion}, ${actorId}, ${motivo})`);
}

/** Reopening drops the month's frozen statements and counted sales (foreign keys cascade). */
export async function borrarCierre(tx: TenantTx, mes: Mes): Promise<void> {
  await tx.execute(
    sql`DELETE FROM meses_cerrados WHERE tenant_id = app_current_tenant() AND mes = ${primerDia(mes)}::date`,
  );
}

export async function extractoGuardado(
  tx: TenantTx,
  mes: Mes,
  comercialId: number,
): Promise<Extracto | null> {
  const rows = parsedRows(
    await tx.execute(sql`
      SELECT extracto FROM extractos_mes WHERE tenant_id = app_current_tenant()
        AND mes = ${primerDia(mes)}::date AND comercial_id = ${comercialId}`),
    EXTRACTO_ROW,
  );
  return rows[0]?.extracto ?? null;
}

/** The frozen statements of `ids` in a closed month, by commercial. */
export async function extractosGuardados(
  tx: TenantTx,
  mes: Mes,
  ids: readonly number[],
): Promise<Map<number, Extracto>> {
  const rows = parsedRows(
    await tx.execute(sql`
      SELECT comercial_id, extracto FROM extractos_mes WHERE tenant_id = app_current_tenant()
        AND mes = ${primerDia(mes)}::date AND comercial_id = ANY(${intArray([...ids])})`),
    EXTRACTO_ROW.extend({ comercial_id: z.number().int() }),
  );
  return new Map(rows.map((row) => [Number(row.comercial_id), row.extracto]));
}
