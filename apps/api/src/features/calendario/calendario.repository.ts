import { sql } from 'drizzle-orm';
import type { CalendarioEmpresa } from '@ventas/domain/calendario/calendario-contract';
import type { Mes } from '@ventas/domain/calculadora/mes';
import { rowsOf, type TenantTx } from '../../db/database';
import { intArray } from '../../lists/filter-sql';

/** The rows of issue 14's calendar: the tenant's place and own days, the commercials' holidays. */

export interface UbicacionEmpresa {
  comunidad_autonoma: string | null;
  municipio: string | null;
}

export interface FestivoEmpresa {
  dia: string;
  nombre: string;
}

export interface VacacionesFila {
  id: number;
  comercial: number;
  desde: string;
  hasta: string;
  descripcion: string;
}

/** The month as a closed day range. */
export function limitesDelMes({ year, month }: Mes): { desde: string; hasta: string } {
  const desde = `${year}-${String(month).padStart(2, '0')}-01`;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { desde, hasta: `${desde.slice(0, 8)}${String(last).padStart(2, '0')}` };
}

export async function ubicacionEmpresa(tx: TenantTx): Promise<UbicacionEmpresa> {
  const [row] = rowsOf<UbicacionEmpresa>(
    await tx.execute(sql`SELECT comunidad_autonoma, municipio FROM calendario_empresa
      WHERE tenant_id = app_current_tenant()`),
  );
  return row ?? { comunidad_autonoma: null, municipio: null };
}

/** The tenant's own days, within `rango` when given, in order. */
export async function festivosEmpresa(
  tx: TenantTx,
  rango?: { desde: string; hasta: string },
): Promise<FestivoEmpresa[]> {
  const dentro = rango ? sql`AND dia BETWEEN ${rango.desde}::date AND ${rango.hasta}::date` : sql``;
  return rowsOf<FestivoEmpresa>(
    await tx.execute(sql`SELECT to_char(dia, 'YYYY-MM-DD') AS dia, nombre FROM festivos_empresa
      WHERE tenant_id = app_current_tenant() ${dentro} ORDER BY dia`),
  );
}

/** The holidays of these commercials that touch the range: one query whatever their number. */
export async function vacacionesDe(
  tx: TenantTx,
  ids: readonly number[],
  rango: { desde: string; hasta: string },
): Promise<VacacionesFila[]> {
  if (ids.length === 0) return [];
  return rowsOf<VacacionesFila>(
    await tx.execute(sql`SELECT id, comercial_id AS comercial, to_char(start_date, 'YYYY-MM-DD') AS desde,
        to_char(end_date, 'YYYY-MM-DD') AS hasta, descripcion
      FROM holidays WHERE tenant_id = app_current_tenant() AND comercial_id = ANY(${intArray(ids)})
        AND start_date <= ${rango.hasta}::date AND end_date >= ${rango.desde}::date
      ORDER BY start_date, id`),
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

export interface AgendadoFila {
  id: number;
  fecha_agendado: string;
  dia: string;
  estado: string;
  notas: string | null;
  cliente: number;
  cliente_nombre: string;
}

/** The commercial's callbacks (AGENDADO attentions) whose time falls in the Madrid month. */
export async function agendadosDelMes(tx: TenantTx, comercialId: number, mes: Mes): Promise<AgendadoFila[]> {
  const { desde, hasta } = limitesDelMes(mes);
  return rowsOf<AgendadoFila>(
    await tx.execute(sql`SELECT a.id, to_char(a.fecha_agendado AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS fecha_agendado,
        to_char(a.fecha_agendado AT TIME ZONE 'Europe/Madrid', 'YYYY-MM-DD') AS dia,
        a.estado, a.notas, c.id AS cliente, c.nombre AS cliente_nombre
      FROM atenciones a JOIN clientes c ON c.tenant_id = a.tenant_id AND c.id = a.cliente_id
      WHERE a.tenant_id = app_current_tenant() AND a.tipo = 'AGENDADO' AND a.comercial_id = ${comercialId}
        AND a.fecha_agendado >= (${desde}::date)::timestamp AT TIME ZONE 'Europe/Madrid'
        AND a.fecha_agendado < (${hasta}::date + 1)::timestamp AT TIME ZONE 'Europe/Madrid'
      ORDER BY a.fecha_agendado, a.id`),
  );
}
