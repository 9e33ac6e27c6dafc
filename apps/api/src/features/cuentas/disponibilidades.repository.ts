import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  MENSAJE_DISPONIBILIDAD_NO_ENCONTRADA,
  mensajeDisponibilidadSolapada,
  disponibilidadSchema,
  type Disponibilidad,
  type DisponibilidadForm,
} from '@ventas/domain/cuentas/disponibilidad-contract';
import { parsedRows, type TenantTx } from '../../db/database';
import { invalid, notFound } from '../../http/app-error';
import { comprobarCuentas } from '../comerciales/comerciales.public';

/** SPEC §3 "Commercial availability" rows; `end` null is a period still open. */
const selectDisponibilidades = (where: SQL) => sql`
  SELECT d.id, d.comercial_id AS commercial, to_char(d.begin, 'YYYY-MM-DD') AS begin,
    to_char(d."end", 'YYYY-MM-DD') AS "end"
  FROM disponibilidades d
  WHERE d.tenant_id = app_current_tenant() AND ${where}
  ORDER BY d.begin, d.id`;

/** selectDisponibilidades's columns are the contract's row (dates as 'YYYY-MM-DD' text). */
const DISPONIBILIDAD_ROW = disponibilidadSchema;
const ID_ROW = z.object({ id: z.number() });

export async function listDisponibilidades(tx: TenantTx, comercial: number): Promise<Disponibilidad[]> {
  return parsedRows(
    await tx.execute(selectDisponibilidades(sql`d.comercial_id = ${comercial}`)),
    DISPONIBILIDAD_ROW,
  );
}

async function readDisponibilidad(tx: TenantTx, id: number): Promise<Disponibilidad> {
  const [row] = parsedRows(await tx.execute(selectDisponibilidades(sql`d.id = ${id}`)), DISPONIBILIDAD_ROW);
  if (!row) throw notFound(MENSAJE_DISPONIBILIDAD_NO_ENCONTRADA);
  return row;
}

/** The form checked: the person is of this tenant, and no other period of theirs meets it. */
async function comprobar(tx: TenantTx, form: DisponibilidadForm, exceptId: number | null): Promise<void> {
  await comprobarCuentas(tx, 'commercial', [form.commercial]);
  // Serialises writes for one person, so two overlapping periods cannot both pass the check.
  await tx.execute(
    sql`SELECT id FROM accounts WHERE tenant_id = ${tx.tenantId} AND id = ${form.commercial} FOR UPDATE`,
  );
  const [otra] = parsedRows(
    await tx.execute(
      selectDisponibilidades(sql`d.comercial_id = ${form.commercial}
        AND (${form.end}::date IS NULL OR d.begin <= ${form.end}::date)
        AND (d."end" IS NULL OR d."end" >= ${form.begin}::date)
        ${exceptId === null ? sql`` : sql`AND d.id <> ${exceptId}`}`),
    ),
    DISPONIBILIDAD_ROW,
  );
  if (otra) throw invalid({ begin: [mensajeDisponibilidadSolapada(otra)] });
}

export async function createDisponibilidad(tx: TenantTx, form: DisponibilidadForm): Promise<Disponibilidad> {
  await comprobar(tx, form, null);
  const [row] = parsedRows(
    await tx.execute(sql`INSERT INTO disponibilidades (tenant_id, comercial_id, begin, "end")
      VALUES (${tx.tenantId}, ${form.commercial}, ${form.begin}::date, ${form.end}::date)
      RETURNING id`),
    ID_ROW,
  );
  return readDisponibilidad(tx, row!.id);
}

export async function updateDisponibilidad(
  tx: TenantTx,
  id: number,
  form: DisponibilidadForm,
): Promise<Disponibilidad> {
  await readDisponibilidad(tx, id);
  await comprobar(tx, form, id);
  await tx.execute(sql`UPDATE disponibilidades SET comercial_id = ${form.commercial}, begin = ${form.begin}::date,
      "end" = ${form.end}::date, updated_on = now()
    WHERE tenant_id = app_current_tenant() AND id = ${id}`);
  return readDisponibilidad(tx, id);
}

export async function deleteDisponibilidad(tx: TenantTx, id: number): Promise<void> {
  const deleted = parsedRows(
    await tx.execute(
      sql`DELETE FROM disponibilidades WHERE tenant_id = app_current_tenant() AND id = ${id} RETURNING id`,
    ),
    ID_ROW,
  );
  if (deleted.length === 0) throw notFound(MENSAJE_DISPONIBILIDAD_NO_ENCONTRADA);
}
