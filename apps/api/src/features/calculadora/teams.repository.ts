import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { teamSchema, type Team, type TeamForm } from '@ventas/domain/calculadora/teams-contract';
import { parsedRows, type TenantTx } from '../../db/database';
import { conflict, notFound } from '../../http/app-error';
import { comprobarCuentas, nombreCuenta } from '../comerciales/comerciales.public';
import { intArray } from '../../lists/filter-sql';

/** SPEC §3 teams (`/api/cuentas/teams/`): a manager and the commercials they follow. */

const selectTeams = (where: SQL) => sql`
  SELECT t.id, t.dutty_manager_id AS dutty_manager,
    ${nombreCuenta('a')} AS dutty_manager_nombre,
    ARRAY(SELECT m.comercial_id FROM team_members m WHERE m.tenant_id = t.tenant_id AND m.team_id = t.id
      ORDER BY 1) AS commercial_id_arr
  FROM teams t JOIN accounts a ON a.tenant_id = t.tenant_id AND a.id = t.dutty_manager_id
  WHERE t.tenant_id = app_current_tenant() AND ${where} ORDER BY dutty_manager_nombre, t.id`;

const ID_ROW = z.object({ id: z.number().int() });

export async function listTeams(tx: TenantTx): Promise<Team[]> {
  return parsedRows(await tx.execute(selectTeams(sql`true`)), teamSchema);
}

async function readTeam(tx: TenantTx, id: number): Promise<Team> {
  const [row] = parsedRows(await tx.execute(selectTeams(sql`t.id = ${id}`)), teamSchema);
  if (!row) throw notFound('No se ha encontrado el equipo');
  return row;
}

const YA_TIENE_EQUIPO = 'Ese manager ya tiene un equipo';

async function writeMembers(tx: TenantTx, id: number, members: readonly number[]): Promise<void> {
  await tx.execute(sql`DELETE FROM team_members WHERE tenant_id = ${tx.tenantId} AND team_id = ${id}`);
  if (members.length === 0) return;
  await tx.execute(sql`INSERT INTO team_members (tenant_id, team_id, comercial_id)
    SELECT ${tx.tenantId}, ${id}, unnest(${intArray(members)})`);
}

/** A manager leads one team (decision 86): a second one is a 409. */
export async function saveTeam(tx: TenantTx, form: TeamForm, id: number | null): Promise<Team> {
  const members = [...new Set(form.commercial_id_arr)];
  await comprobarCuentas(tx, 'dutty_manager', [form.dutty_manager]);
  await comprobarCuentas(tx, 'commercial_id_arr', members);
  if (id !== null) await readTeam(tx, id);
  const taken = parsedRows(
    await tx.execute(sql`SELECT id FROM teams WHERE tenant_id = ${tx.tenantId}
      AND dutty_manager_id = ${form.dutty_manager} AND id IS DISTINCT FROM ${id}`),
    ID_ROW,
  );
  if (taken.length > 0) throw conflict({ detail: YA_TIENE_EQUIPO });
  let teamId = id;
  if (teamId === null) {
    const [row] = parsedRows(
      await tx.execute(sql`INSERT INTO teams (tenant_id, dutty_manager_id) VALUES (${tx.tenantId}, ${form.dutty_manager})
        ON CONFLICT (tenant_id, dutty_manager_id) DO NOTHING RETURNING id`),
      ID_ROW,
    );
    if (!row) throw conflict({ detail: YA_TIENE_EQUIPO });
    teamId = row.id;
  } else {
    await tx.execute(sql`UPDATE teams SET dutty_manager_id = ${form.dutty_manager}, updated_on = now()
      WHERE tenant_id = ${tx.tenantId} AND id = ${teamId}`);
  }
  await writeMembers(tx, teamId, members);
  return readTeam(tx, teamId);
}

export async function deleteTeam(tx: TenantTx, id: number): Promise<void> {
  const deleted = parsedRows(
    await tx.execute(sql`DELETE FROM teams WHERE tenant_id = ${tx.tenantId} AND id = ${id} RETURNING id`),
    ID_ROW,
  );
  if (deleted.length === 0) throw notFound('No se ha encontrado el equipo');
}
