import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { TIPOS_REWARD, type TipoReward } from '@ventas/domain/calculadora/bolsa';
import type { RewardForm, RewardRow } from '@ventas/domain/calculadora/bolsa-contract';
import type { Mes } from '@ventas/domain/calculadora/mes';
import { mesSchema, primerDia } from '@ventas/domain/calculadora/objetivos-contract';
import { parsedRows, type TenantTx } from '../../db/database';
import { notFound } from '../../http/app-error';
import { exigirMesAbierto } from './meses-cerrados.repository';
import { comprobarCuentas } from '../comerciales/comerciales.public';

/** SPEC §3 Pool rows (`/api/calculadora/reward/`): one per commercial and month. */

/** The numeric columns are selected as text (exact decimals). */
const REWARD_ROW = z.object({
  id: z.number().int(),
  comercial: z.number().int(),
  fecha: z.string(),
  bolsa: z.string(),
  bolsa_recomendado: z.string(),
  recomendado: z.number().int().nullable(),
  reward_type: z.enum(TIPOS_REWARD).nullable(),
  reward_amount: z.string().nullable(),
  reward_recomendado_type: z.enum(TIPOS_REWARD).nullable(),
  reward_recomendado_amount: z.string().nullable(),
});
type RewardSqlRow = z.output<typeof REWARD_ROW>;

const ID_ROW = z.object({ id: z.number().int() });

const selectRewards = (where: SQL) => sql`
  SELECT b.id, b.comercial_id AS comercial, to_char(b.mes, 'YYYY-MM') AS fecha, b.bolsa::text AS bolsa,
    b.bolsa_recomendado::text AS bolsa_recomendado, b.recomendado_id AS recomendado, b.reward_type,
    b.reward_amount::text AS reward_amount, b.reward_recomendado_type,
    b.reward_recomendado_amount::text AS reward_recomendado_amount
  FROM bolsas b WHERE b.tenant_id = app_current_tenant() AND ${where}
  ORDER BY b.mes DESC, b.comercial_id`;

const reward = (type: TipoReward | null, amount: string | null) =>
  amount === null ? null : { reward_type: type, amount };

function toRow(row: RewardSqlRow): RewardRow {
  return {
    id: row.id,
    comercial: row.comercial,
    fecha: row.fecha,
    bolsa: row.bolsa,
    bolsa_recomendado: row.bolsa_recomendado,
    recomendado: row.recomendado,
    reward: reward(row.reward_type, row.reward_amount),
    reward_recomendado: reward(row.reward_recomendado_type, row.reward_recomendado_amount),
  };
}

/** The month's rows (every month when absent) of the commercials in `visibles` (all when null). */
export async function listRewards(
  tx: TenantTx,
  filters: { mes: Mes | undefined; comercial: number | undefined; visibles: SQL | null },
): Promise<RewardRow[]> {
  const conditions: SQL[] = [sql`true`];
  if (filters.mes) conditions.push(sql`b.mes = ${primerDia(filters.mes)}::date`);
  if (filters.comercial) conditions.push(sql`b.comercial_id = ${filters.comercial}`);
  if (filters.visibles) conditions.push(sql`b.comercial_id IN ${filters.visibles}`);
  const rows = parsedRows(await tx.execute(selectRewards(sql.join(conditions, sql` AND `))), REWARD_ROW);
  return rows.map(toRow);
}

export async function rewardDelMes(tx: TenantTx, comercialId: number, mes: Mes): Promise<RewardRow | null> {
  const [row] = await listRewards(tx, { mes, comercial: comercialId, visibles: null });
  return row ?? null;
}

/** POST: the commercial's month is written whole, created or replaced (decision 85). */
export async function saveReward(tx: TenantTx, form: RewardForm): Promise<RewardRow> {
  await exigirMesAbierto(tx, form.fecha);
  await comprobarCuentas(tx, 'comercial', [form.comercial]);
  if (form.recomendado !== null) await comprobarCuentas(tx, 'recomendado', [form.recomendado]);
  const [saved] = parsedRows(
    await tx.execute(sql`INSERT INTO bolsas (tenant_id, comercial_id, mes, bolsa, bolsa_recomendado, recomendado_id,
        reward_type, reward_amount, reward_recomendado_type, reward_recomendado_amount)
      VALUES (${tx.tenantId}, ${form.comercial}, ${primerDia(form.fecha)}::date, ${form.bolsa},
        ${form.bolsa_recomendado}, ${form.recomendado}, ${form.reward?.reward_type ?? null},
        ${form.reward?.amount ?? null}, ${form.reward_recomendado?.reward_type ?? null},
        ${form.reward_recomendado?.amount ?? null})
      ON CONFLICT (tenant_id, comercial_id, mes) DO UPDATE SET bolsa = excluded.bolsa,
        bolsa_recomendado = excluded.bolsa_recomendado, recomendado_id = excluded.recomendado_id,
        reward_type = excluded.reward_type, reward_amount = excluded.reward_amount,
        reward_recomendado_type = excluded.reward_recomendado_type,
        reward_recomendado_amount = excluded.reward_recomendado_amount, updated_on = now()
      RETURNING id`),
    ID_ROW,
  );
  const [row] = parsedRows(await tx.execute(selectRewards(sql`b.id = ${saved!.id}`)), REWARD_ROW);
  return toRow(row!);
}

export async function deleteReward(tx: TenantTx, id: number): Promise<void> {
  const [row] = parsedRows(await tx.execute(selectRewards(sql`b.id = ${id}`)), REWARD_ROW);
  if (row) await exigirMesAbierto(tx, mesSchema.parse(row.fecha));
  const deleted = parsedRows(
    await tx.execute(sql`DELETE FROM bolsas WHERE tenant_id = ${tx.tenantId} AND id = ${id} RETURNING id`),
    ID_ROW,
  );
  if (deleted.length === 0) throw notFound('No se ha encontrado la bonificación');
}
