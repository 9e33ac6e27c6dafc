import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Mes } from '@ventas/domain/calculadora/mes';
import { primerDia } from '@ventas/domain/calculadora/objetivos-contract';
import type { FamiliaPlantilla, ObjetivoPlantilla } from '@ventas/domain/calculadora/plantilla-objetivos';
import { parsedRows, type TenantTx } from '../../../db/database';
import { intArray } from '../../../lists/filter-sql';
import { nombreCuenta } from '../../comerciales/comerciales.public';

const ID_NOMBRE_ROW = z.object({ id: z.number().int(), nombre: z.string() });

/** The objectives template's reads and its one write (issue 14; decisions-plantilla.md). */

/** The tenant's families (tipos de objetivo) in the template's order: by name, then id. */
export async function familiasPlantilla(tx: TenantTx): Promise<FamiliaPlantilla[]> {
  return parsedRows(
    await tx.execute(sql`SELECT id, nombre FROM tipos_objetivo
      WHERE tenant_id = app_current_tenant() ORDER BY nombre, id`),
    ID_NOMBRE_ROW,
  );
}

/** Who the template lists: every ALTA account, and anyone else with objectives that month. */
export async function comercialesPlantilla(
  tx: TenantTx,
  mes: Mes,
): Promise<{ id: number; nombre: string }[]> {
  return parsedRows(
    await tx.execute(sql`
      SELECT a.id, ${nombreCuenta('a')} AS nombre
      FROM accounts a
      WHERE a.tenant_id = app_current_tenant() AND (a.estado = 'ALTA' OR a.id IN (
        SELECT o.comercial_id FROM objetivos o
        WHERE o.tenant_id = app_current_tenant() AND o.mes = ${primerDia(mes)}::date))
      ORDER BY nombre, a.id`),
    ID_NOMBRE_ROW,
  );
}

/** Which of `ids` are accounts of this tenant (one query). */
export async function cuentasExistentes(tx: TenantTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = parsedRows(
    await tx.execute(sql`SELECT a.id FROM accounts a
      WHERE a.tenant_id = app_current_tenant() AND a.id = ANY(${intArray(ids)})`),
    z.object({ id: z.number().int() }),
  );
  return new Set(rows.map((row) => Number(row.id)));
}

/**
 * The sheet's month for its commercials: each listed commercial's objectives become exactly the
 * sheet's (a family left blank is removed; others' are untouched), set-based: one upsert, one
 * delete. Objectives keep their ids where the family stays.
 */
export async function escribirObjetivos(
  tx: TenantTx,
  mes: Mes,
  porComercial: ReadonlyMap<number, readonly ObjetivoPlantilla[]>,
): Promise<void> {
  const comerciales = [...porComercial.keys()];
  if (comerciales.length === 0) return;
  const filas = [...porComercial].flatMap(([comercial, objetivos]) =>
    objetivos.map((objetivo) => ({ comercial, ...objetivo })),
  );
  const dia = primerDia(mes);
  await tx.execute(sql`DELETE FROM objetivos o
    WHERE o.tenant_id = ${tx.tenantId} AND o.mes = ${dia}::date AND o.comercial_id = ANY(${intArray(comerciales)})
      AND NOT EXISTS (SELECT 1 FROM jsonb_to_recordset(${JSON.stringify(filas)}::jsonb)
        AS s(comercial int, familia int) WHERE s.comercial = o.comercial_id AND s.familia = o.familia_id)`);
  if (filas.length === 0) return;
  await tx.execute(sql`INSERT INTO objetivos (tenant_id, comercial_id, familia_id, mes, peso, objetivo, llave)
    SELECT ${tx.tenantId}, s.comercial, s.familia, ${dia}::date, s.peso::numeric, s.objetivo::numeric, s.llave
    FROM jsonb_to_recordset(${JSON.stringify(filas)}::jsonb)
      AS s(comercial int, familia int, peso text, objetivo text, llave boolean)
    ON CONFLICT (tenant_id, comercial_id, familia_id, mes) DO UPDATE SET peso = excluded.peso,
      objetivo = excluded.objetivo, llave = excluded.llave, updated_on = now()`);
}
