import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { TramoFactor } from '@ventas/domain/calculadora/factor-corrector';
import {
  factorCorrectorSchema,
  nombreFactorPorDefecto,
  type FactorCorrector,
  type FactorCorrectorForm,
} from '@ventas/domain/calculadora/factor-corrector-contract';
import { parsedRows, type TenantTx } from '../../db/database';
import { notFound } from '../../http/app-error';
import { comprobarCuentas, nombreCuenta } from '../comerciales/comerciales.public';
import { intArray } from '../../lists/filter-sql';

/** SPEC §3 Correction factor lists (`/api/calculadora/factorcorrector/`): bands and commercials. */

const selectFactores = (where: SQL) => sql`
  SELECT f.id, f.nombre,
    COALESCE((SELECT json_agg(json_build_object('porcentaje_maximo', t.porcentaje_maximo::text,
        'factor_corrector', t.factor_corrector::text) ORDER BY t.porcentaje_maximo, t.id)
      FROM factor_corrector_tramos t WHERE t.tenant_id = f.tenant_id AND t.factor_id = f.id), '[]') AS factor_details,
    COALESCE((SELECT json_agg(json_build_object('id', a.id,
        'nombre', ${nombreCuenta('a')}) ORDER BY a.id)
      FROM factor_corrector_comerciales c JOIN accounts a ON a.tenant_id = c.tenant_id AND a.id = c.comercial_id
      WHERE c.tenant_id = f.tenant_id AND c.factor_id = f.id), '[]') AS commercials
  FROM factores_correctores f WHERE f.tenant_id = app_current_tenant() AND ${where} ORDER BY f.nombre, f.id`;

/** The bands and commercials come as json (json_agg), parsed by the drivers. */
const FACTOR_ROW = factorCorrectorSchema.omit({ commercial_id_arr: true });
type FactorSqlRow = z.output<typeof FACTOR_ROW>;

/** The numerics are selected as text (exact decimals). */
const TRAMO_ROW = z.object({ porcentaje_maximo: z.string(), factor_corrector: z.string() });
const ID_ROW = z.object({ id: z.number().int() });
const toFactor = (row: FactorSqlRow): FactorCorrector => ({
  ...row,
  commercial_id_arr: row.commercials.map((commercial) => commercial.id),
});

export async function listFactores(tx: TenantTx): Promise<FactorCorrector[]> {
  return parsedRows(await tx.execute(selectFactores(sql`true`)), FACTOR_ROW).map(toFactor);
}

async function readFactor(tx: TenantTx, id: number): Promise<FactorCorrector> {
  const [row] = parsedRows(await tx.execute(selectFactores(sql`f.id = ${id}`)), FACTOR_ROW);
  if (!row) throw notFound('No se ha encontrado el factor corrector');
  return toFactor(row);
}

/** The bands of the list assigned to a commercial; none when no list is. */
export async function tramosDe(tx: TenantTx, comercialId: number): Promise<TramoFactor[]> {
  return parsedRows(
    await tx.execute(sql`SELECT t.porcentaje_maximo::text AS porcentaje_maximo, t.factor_corrector::text AS factor_corrector
      FROM factor_corrector_comerciales c
      JOIN factor_corrector_tramos t ON t.tenant_id = c.tenant_id AND t.factor_id = c.factor_id
      WHERE c.tenant_id = ${tx.tenantId} AND c.comercial_id = ${comercialId}
      ORDER BY t.porcentaje_maximo, t.id`),
    TRAMO_ROW,
  );
}

async function nombrePorDefecto(tx: TenantTx): Promise<string> {
  const [row] = parsedRows(
    await tx.execute(
      sql`SELECT count(*)::int AS listas FROM factores_correctores WHERE tenant_id = ${tx.tenantId}`,
    ),
    z.object({ listas: z.number().int() }),
  );
  return nombreFactorPorDefecto((row?.listas ?? 0) + 1);
}

/**
 * POST: a new list, or with `id` the list replaced (its bands and commercials rewritten). A
 * commercial has one list: assigning them here takes them off any other (decision 85).
 */
export async function saveFactor(tx: TenantTx, form: FactorCorrectorForm): Promise<FactorCorrector> {
  const ids = [...new Set(form.commercial_id_arr)];
  await comprobarCuentas(tx, 'commercial_id_arr', ids);
  let id = form.id;
  if (id === undefined) {
    const [row] = parsedRows(
      await tx.execute(sql`INSERT INTO factores_correctores (tenant_id, nombre)
        VALUES (${tx.tenantId}, ${form.nombre ?? (await nombrePorDefecto(tx))})
        RETURNING id`),
      ID_ROW,
    );
    id = row!.id;
  } else {
    const updated = parsedRows(
      await tx.execute(sql`UPDATE factores_correctores SET nombre = COALESCE(${form.nombre ?? null}, nombre), updated_on = now()
        WHERE tenant_id = ${tx.tenantId} AND id = ${id} RETURNING id`),
      ID_ROW,
    );
    if (updated.length === 0) throw notFound('No se ha encontrado el factor corrector');
    await tx.execute(
      sql`DELETE FROM factor_corrector_tramos WHERE tenant_id = ${tx.tenantId} AND factor_id = ${id}`,
    );
    await tx.execute(
      sql`DELETE FROM factor_corrector_comerciales WHERE tenant_id = ${tx.tenantId} AND factor_id = ${id}`,
    );
  }
  const tramos = form.factor_details.map(
    (tramo) => sql`(${tx.tenantId}, ${id}, ${tramo.porcentaje_maximo}, ${tramo.factor_corrector})`,
  );
  await tx.execute(sql`INSERT INTO factor_corrector_tramos (tenant_id, factor_id, porcentaje_maximo, factor_corrector)
    VALUES ${sql.join(tramos, sql`, `)}`);
  if (ids.length > 0) {
    await tx.execute(sql`INSERT INTO factor_corrector_comerciales (tenant_id, factor_id, comercial_id)
      SELECT ${tx.tenantId}, ${id}, unnest(${intArray(ids)})
      ON CONFLICT (tenant_id, comercial_id) DO UPDATE SET factor_id = excluded.factor_id`);
  }
  return readFactor(tx, id);
}

export async function deleteFactor(tx: TenantTx, id: number): Promise<void> {
  const deleted = parsedRows(
    await tx.execute(
      sql`DELETE FROM factores_correctores WHERE tenant_id = ${tx.tenantId} AND id = ${id} RETURNING id`,
    ),
    ID_ROW,
  );
  if (deleted.length === 0) throw notFound('No se ha encontrado el factor corrector');
}
