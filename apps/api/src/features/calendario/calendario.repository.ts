import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CalendarioEmpresa } from '@ventas/domain/calendario/calendario-contract';
import type { Mes } from '@ventas/domain/calculadora/mes';
import { parsedRows, type TenantTx } from '../../db/database';
import { intArray } from '../../lists/filter-sql';

/** The rows of issue 14's calendar: the tenant's place and own days, the commercials' holidays. */

const UBICACION_ROW = z.object({
  comunidad_autonoma: z.string().nullable(),
  municipio: z.string().nullable(),
});
export type UbicacionEmpresa = z.output<typeof UBICACION_ROW>;

/** `dia` is a date selected as 'YYYY-MM-DD' text. */
const FESTIVO_ROW = z.object({ dia: z.string(), nombre: z.string() });
export type FestivoEmpresa = z.output<typeof FESTIVO_ROW>;

/** The dates are selected as 'YYYY-MM-DD' text. */
const VACACIONES_ROW = z.object({
  id: z.number(),
  comercial: z.number(),
  desde: z.string(),
  hasta: z.string(),
  descripcion: z.string(),
});
export type VacacionesFila = z.output<typeof VACACIONES_ROW>;

/** The month as a closed day range. */
export function limitesDelMes({ year, month }: Mes): { desde: string; hasta: string } {
  const desde = `${year}-${String(month).padStart(2, '0')}-01`;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { desde, hasta: `${desde.slice(0, 8)}${String(last).padStart(2, '0')}` };
}

export async function ubicacionEmpresa(tx: TenantTx): Promise<UbicacionEmpresa> {
  const [row] = parsedRows(
    await tx.execute(sql`SELECT comunidad_autonoma, municipio FROM calendario_empresa
      WHERE tenant_id = app_current_tenant()`),
    UBICACION_ROW,
  );
  return row ?? { comunidad_autonoma: null, municipio: null };
}

/** The tenant's own days, within `rango` when given, in order. */
export async function festivosEmpresa(
  tx: TenantTx,
  rango?: { desde: string; hasta: string },
): Promise<FestivoEmpresa[]> {
  const dentro = rango ? sql`AND dia BETWEEN ${rango.desde}::date AND ${rango.hasta}::date` : sql``;
  return parsedRows(
    await tx.execute(sql`SELECT to_char(dia, 'YYYY-MM-DD') AS dia, nombre FROM festivos_empresa
      WHERE tenant_id = app_current_tenant() ${dentro} ORDER BY dia`),
    FESTIVO_ROW,
  );
}

/** The holidays of these commercials that touch the range: one query whatever their number. */
export async function vacacionesDe(
  tx: TenantTx,
  ids: readonly number[],
  rango: { desde: string; hasta: string },
): Promise<VacacionesFila[]> {
  if (ids.length === 0) return [];
  return parsedRows(
    await tx.execute(sql`SELECT id, comercial_id AS comercial, to_char(start_date, 'YYYY-MM-DD') AS desde,
        to_char(end_date, 'YYYY-MM-DD') AS hasta, descripcion
      FROM holidays WHERE tenant_id = app_current_tenant() AND comercial_id = ANY(${intArray(ids)})
        AND start_date <= ${rango.hasta}::date AND end_date >= ${rango.desde}::date
      ORDER BY start_date, id`),
    VACACIONES_ROW,
  );
}

/** PUT calendario-empresa: the place and the whole list of own days, in the caller's transaction. */
export async function guardarCalendarioEmpresa(tx: TenantTx, form: CalendarioEmpresa): Promise<void> {
  await tx.execute(sql`INSERT INTO calendario_empresa (tenant_id, comunidad_autonoma, municipio)
    VALUES (${tx.tenantId}, ${form.comunidad_autonoma}, ${form.municipio})
    ON CONFLICT (tenant_id) DO UPDATE SET comunidad_autonoma = EXCLUDED.comunidad_autonoma,
      municipio = EXCLUDED.municipio, updated_on = now()`);
  await tx.execute(sql`DELETE FROM festivos_empresa WHERE tenant_id = app_current_tenant()`);
  if (form.festivos.length === 0) return;
  const values = form.festivos.map(({ dia, nombre }) => sql`(${tx.tenantId}, ${dia}::date, ${nombre})`);
  await tx.execute(
    sql`INSERT INTO festivos_empresa (tenant_id, dia, nombre) VALUES ${sql.join(values, sql`, `)}`,
  );
}

/** The instant and its Madrid day are selected as text. */
const AGENDADO_ROW = z.object({
  id: z.number(),
  fecha_agendado: z.string(),
  dia: z.string(),
  estado: z.string(),
  notas: z.string().nullable(),
  cliente: z.number(),
  cliente_nombre: z.string(),
});
export type AgendadoFila = z.output<typeof AGENDADO_ROW>;

/** The commercial's callbacks (AGENDADO attentions) whose time falls in the Madrid month. */
export async function agendadosDelMes(tx: TenantTx, comercialId: number, mes: Mes): Promise<AgendadoFila[]> {
  const { desde, hasta } = limitesDelMes(mes);
  return parsedRows(
    await tx.execute(sql`SELECT a.id, to_char(a.fecha_agendado AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS fecha_agendado,
        to_char(a.fecha_agendado AT TIME ZONE 'Europe/Madrid', 'YYYY-MM-DD') AS dia,
        a.estado, a.notas, c.id AS cliente, c.nombre AS cliente_nombre
      FROM atenciones a JOIN clientes c ON c.tenant_id = a.tenant_id AND c.id = a.cliente_id
      WHERE a.tenant_id = app_current_tenant() AND a.tipo = 'AGENDADO' AND a.comercial_id = ${comercialId}
        AND a.fecha_agendado >= (${desde}::date)::timestamp AT TIME ZONE 'Europe/Madrid'
        AND a.fecha_agendado < (${hasta}::date + 1)::timestamp AT TIME ZONE 'Europe/Madrid'
      ORDER BY a.fecha_agendado, a.id`),
    AGENDADO_ROW,
  );
}
