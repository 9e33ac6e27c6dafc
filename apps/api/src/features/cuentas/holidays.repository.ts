import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  mensajeVacacionesSolapadas,
  type HolidayForm,
  holidaySchema,
  type HolidayRow,
} from '@ventas/domain/cuentas/holidays-contract';
import { parsedRows, type TenantTx } from '../../db/database';
import { invalid, notFound } from '../../http/app-error';
import { comprobarCuentas, nombreCuenta } from '../comerciales/comerciales.public';

/** SPEC §3 Holiday rows: a commercial's days off, both ends included. */

const NO_ENCONTRADO = 'No se han encontrado las vacaciones';

/** selectHolidays's columns are the contract's row (the dates selected as 'YYYY-MM-DD' text). */
const HOLIDAY_ROW = holidaySchema;
const ID_ROW = z.object({ id: z.number() });

const selectHolidays = (where: SQL) => sql`
  SELECT h.id, h.comercial_id AS commercial,
    ${nombreCuenta('a')} AS commercial_nombre,
    to_char(h.start_date, 'YYYY-MM-DD') AS start_date, to_char(h.end_date, 'YYYY-MM-DD') AS end_date, h.descripcion
  FROM holidays h JOIN accounts a ON a.tenant_id = h.tenant_id AND a.id = h.comercial_id
  WHERE h.tenant_id = app_current_tenant() AND ${where}
  ORDER BY h.start_date, h.id`;

/**
 * Holidays touching [start, end]: one commercial's (already checked), else those of the ids
 * `visibles` allows (null: everyone of the tenant).
 */
export async function listHolidays(
  tx: TenantTx,
  range: { start: string; end: string },
  visibles: SQL | null,
  comercial?: number,
): Promise<HolidayRow[]> {
  const scope =
    comercial !== undefined
      ? sql`h.comercial_id = ${comercial}`
      : visibles === null
        ? sql`true`
        : sql`h.comercial_id IN ${visibles}`;
  return parsedRows(
    await tx.execute(
      selectHolidays(
        sql`h.start_date <= ${range.end}::date AND h.end_date >= ${range.start}::date AND ${scope}`,
      ),
    ),
    HOLIDAY_ROW,
  );
}

async function readHoliday(tx: TenantTx, id: number): Promise<HolidayRow> {
  const [row] = parsedRows(await tx.execute(selectHolidays(sql`h.id = ${id}`)), HOLIDAY_ROW);
  if (!row) throw notFound(NO_ENCONTRADO);
  return row;
}

/**
 * Issue 16: a commercial's holidays never share a day; `exceptId` is the row being edited. The
 * commercial's account row is locked first (FOR NO KEY UPDATE: it does not block the foreign keys'
 * KEY SHARE locks), so two writes for one commercial queue here and the second one's check, a new
 * statement under READ COMMITTED, sees the first one's row once it commits.
 */
async function comprobarSinSolape(tx: TenantTx, form: HolidayForm, exceptId?: number): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM accounts
    WHERE tenant_id = app_current_tenant() AND id = ${form.commercial} FOR NO KEY UPDATE`);
  const [otra] = parsedRows(
    await tx.execute(sql`SELECT to_char(start_date, 'YYYY-MM-DD') AS start_date,
        to_char(end_date, 'YYYY-MM-DD') AS end_date
      FROM holidays
      WHERE tenant_id = app_current_tenant() AND comercial_id = ${form.commercial}
        AND start_date <= ${form.end_date}::date AND end_date >= ${form.start_date}::date
        AND id <> ${exceptId ?? 0}
      ORDER BY start_date LIMIT 1`),
    z.object({ start_date: z.string(), end_date: z.string() }),
  );
  if (!otra) return;
  const mensaje = mensajeVacacionesSolapadas(otra);
  throw invalid({ start_date: [mensaje], end_date: [mensaje] });
}

export async function createHoliday(tx: TenantTx, form: HolidayForm): Promise<HolidayRow> {
  await comprobarCuentas(tx, 'commercial', [form.commercial]);
  await comprobarSinSolape(tx, form);
  const [row] = parsedRows(
    await tx.execute(sql`INSERT INTO holidays (tenant_id, comercial_id, start_date, end_date, descripcion)
      VALUES (${tx.tenantId}, ${form.commercial}, ${form.start_date}::date, ${form.end_date}::date, ${form.descripcion})
      RETURNING id`),
    ID_ROW,
  );
  return readHoliday(tx, row!.id);
}

export async function updateHoliday(tx: TenantTx, id: number, form: HolidayForm): Promise<HolidayRow> {
  await readHoliday(tx, id);
  await comprobarCuentas(tx, 'commercial', [form.commercial]);
  await comprobarSinSolape(tx, form, id);
  await tx.execute(sql`UPDATE holidays SET comercial_id = ${form.commercial}, start_date = ${form.start_date}::date,
      end_date = ${form.end_date}::date, descripcion = ${form.descripcion}, updated_on = now()
    WHERE tenant_id = app_current_tenant() AND id = ${id}`);
  return readHoliday(tx, id);
}

export async function deleteHoliday(tx: TenantTx, id: number): Promise<void> {
  const deleted = parsedRows(
    await tx.execute(
      sql`DELETE FROM holidays WHERE tenant_id = app_current_tenant() AND id = ${id} RETURNING id`,
    ),
    ID_ROW,
  );
  if (deleted.length === 0) throw notFound(NO_ENCONTRADO);
}
