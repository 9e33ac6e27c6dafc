import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ROLE } from '@ventas/domain/permissions/roles';
import { vistaSchema, type PantallaVista, type Vista } from '@ventas/domain/vistas/vistas-contract';
import { parsedRows, type TenantTx } from '../../db/database';
import { nombreCuenta } from '../comerciales/comerciales.public';

/** Saved views (issue 15): `vistas_guardadas` rows, read as the caller sees them. */

const selectVistas = (yo: number, where: SQL) => sql`
  SELECT v.id, v.pantalla, v.nombre, v.consulta, v.compartida, v.account_id = ${yo} AS propia,
    ${nombreCuenta('a')} AS autor
  FROM vistas_guardadas v JOIN accounts a ON a.tenant_id = v.tenant_id AND a.id = v.account_id
  WHERE v.tenant_id = app_current_tenant() AND ${where}`;

/**
 * Whether a view shared by its author `a` reaches account `yo` (docs/decisions/): an author of
 * Admin level or above shares with the whole tenant; a Manager with the members of the teams they
 * lead (teams.dutty_manager, as decision 83's team scope). The author's role and teams are read
 * now, not when it was shared; an author who can no longer sign in shares nothing.
 */
const alcanzaA = (yo: number) => sql`(
  a.estado NOT IN ('BAJA', 'INACTIVO') AND (
    a.is_admin OR a.rol <= ${ROLE.ADMIN}
    OR (a.rol <= ${ROLE.MANAGER} AND EXISTS (
      SELECT 1 FROM team_members m JOIN teams t ON t.tenant_id = m.tenant_id AND t.id = m.team_id
      WHERE m.tenant_id = v.tenant_id AND m.comercial_id = ${yo} AND t.dutty_manager_id = v.account_id))))`;

/** selectVistas's columns are a listed view's, as the contract gives them (`autor` never null). */
const VISTA_ROW = vistaSchema;
const ID_ROW = z.object({ id: z.number() });

const porNombre = (a: Vista, b: Vista) =>
  a.nombre.localeCompare(b.nombre, 'es', { sensitivity: 'base' }) || a.id - b.id;

/** The caller's views of a screen, then those shared with them, each part by name. */
export async function vistasVisibles(tx: TenantTx, yo: number, pantalla: PantallaVista): Promise<Vista[]> {
  const vistas = parsedRows(
    await tx.execute(
      selectVistas(
        yo,
        sql`v.pantalla = ${pantalla} AND (v.account_id = ${yo} OR (v.compartida AND ${alcanzaA(yo)}))`,
      ),
    ),
    VISTA_ROW,
  );
  return [
    ...vistas.filter((v) => v.propia).sort(porNombre),
    ...vistas.filter((v) => !v.propia).sort(porNombre),
  ];
}

/** One of the caller's own views, or undefined (another's or another tenant's look the same). */
export async function vistaPropia(tx: TenantTx, yo: number, id: number): Promise<Vista | undefined> {
  const [vista] = parsedRows(
    await tx.execute(selectVistas(yo, sql`v.id = ${id} AND v.account_id = ${yo}`)),
    VISTA_ROW,
  );
  return vista;
}

/** How many views the caller keeps on a screen. */
export async function cuantasVistas(tx: TenantTx, yo: number, pantalla: PantallaVista): Promise<number> {
  const [row] = parsedRows(
    await tx.execute(sql`SELECT count(*)::int AS n FROM vistas_guardadas
      WHERE tenant_id = app_current_tenant() AND account_id = ${yo} AND pantalla = ${pantalla}`),
    z.object({ n: z.number() }),
  );
  return row?.n ?? 0;
}

/**
 * Whether the caller already has a view of that name on the screen, whatever its case or accents
 * ('Mis altas' and 'mis altas' would be two indistinguishable entries of one menu); `salvo` is
 * the view being renamed.
 */
export async function nombreOcupado(
  tx: TenantTx,
  yo: number,
  vista: { pantalla: PantallaVista; nombre: string },
  salvo: number | null,
): Promise<boolean> {
  const rows = parsedRows(
    await tx.execute(sql`SELECT nombre FROM vistas_guardadas
      WHERE tenant_id = app_current_tenant() AND account_id = ${yo} AND pantalla = ${vista.pantalla}
        AND id IS DISTINCT FROM ${salvo}`),
    z.object({ nombre: z.string() }),
  );
  return rows.some((row) => row.nombre.localeCompare(vista.nombre, 'es', { sensitivity: 'base' }) === 0);
}

/** The new view's id, or null when the unique name was taken meanwhile. */
export async function insertarVista(
  tx: TenantTx,
  yo: number,
  vista: { pantalla: PantallaVista; nombre: string; consulta: string; compartida: boolean },
): Promise<number | null> {
  const [row] = parsedRows(
    await tx.execute(sql`INSERT INTO vistas_guardadas (tenant_id, account_id, pantalla, nombre, consulta, compartida)
      VALUES (${tx.tenantId}, ${yo}, ${vista.pantalla}, ${vista.nombre}, ${vista.consulta}, ${vista.compartida})
      ON CONFLICT (tenant_id, account_id, pantalla, nombre) DO NOTHING RETURNING id`),
    ID_ROW,
  );
  return row?.id ?? null;
}

/** PostgreSQL's unique_violation, as either driver reports it. */
const esNombreRepetido = (error: unknown) => {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return code === '23505' || cause?.code === '23505';
};

/** False when the new name was taken meanwhile (the unique index decides). */
export async function actualizarVista(
  tx: TenantTx,
  id: number,
  vista: { nombre: string; consulta: string; compartida: boolean },
): Promise<boolean> {
  try {
    await tx.execute(sql`UPDATE vistas_guardadas
      SET nombre = ${vista.nombre}, consulta = ${vista.consulta}, compartida = ${vista.compartida}
      WHERE tenant_id = app_current_tenant() AND id = ${id}`);
    return true;
  } catch (error) {
    if (esNombreRepetido(error)) return false;
    throw error;
  }
}

/** Whether a view of the caller's was deleted. */
export async function borrarVista(tx: TenantTx, yo: number, id: number): Promise<boolean> {
  const rows = parsedRows(
    await tx.execute(sql`DELETE FROM vistas_guardadas
      WHERE tenant_id = app_current_tenant() AND id = ${id} AND account_id = ${yo} RETURNING id`),
    ID_ROW,
  );
  return rows.length > 0;
}
