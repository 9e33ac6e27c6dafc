import { sql, type SQL } from 'drizzle-orm';
import {
  installmentSchema,
  type InstallmentForm,
  type InstallmentType,
} from '@ventas/domain/servicios/installment-contract';
import { parsedRows, type TenantTx } from '../../db/database';
import { invalid, notFound } from '../../http/app-error';
import { deleteRow, insertRow, rowExists, updateRow } from '../../db/row-writes';
import { isoInstant } from '../../lists/sql-format';

/** SPEC §3 Installment as the API answers it: with its tariff's (or line's) and terminal's names. */
function selectInstallments(where: SQL): SQL {
  return sql`SELECT i.id, i.initial_price::text AS initial_price, i.month_price::text AS month_price,
      i.final_price::text AS final_price, i.cuotas, i.object_id,
      CASE i.installment_type
        WHEN 'tarifa' THEN (SELECT t.name FROM tarifas t WHERE t.tenant_id = i.tenant_id AND t.id = i.object_id)
        ELSE (SELECT a.name FROM adicionales a WHERE a.tenant_id = i.tenant_id AND a.id = i.object_id)
      END AS tariff_name,
      d.id AS terminal__id, d.name AS terminal__name, i.installment_type, i.is_active,
      ${isoInstant(sql`i.created_on`)} AS created_on, ${isoInstant(sql`i.updated_on`)} AS updated_on
    FROM installments i JOIN terminales d ON d.tenant_id = i.tenant_id AND d.id = i.terminal_id
    WHERE i.tenant_id = app_current_tenant() AND ${where}
    ORDER BY d.name, tariff_name, i.id`;
}

export async function listInstallments(tx: TenantTx, where: SQL, activeOnly: boolean) {
  const condition = activeOnly ? sql`${where} AND i.is_active AND d.is_active` : where;
  return parsedRows(await tx.execute(selectInstallments(condition)), installmentSchema);
}

export const byTerminal = (terminalId: number) => sql`i.terminal_id = ${terminalId}`;
export const byObject = (type: InstallmentType, objectId: number) =>
  sql`i.installment_type = ${type} AND i.object_id = ${objectId}`;

async function readInstallment(tx: TenantTx, id: number) {
  const [row] = await listInstallments(tx, sql`i.id = ${id}`, false);
  if (!row) throw notFound();
  return row;
}

/** The rows an installment points to, in the order they are checked: the terminal, then its tariff (or line). */
export function installmentReferences(form: InstallmentForm) {
  return [
    { field: 'terminal', table: 'terminales', id: form.terminal },
    {
      field: 'object_id',
      table: form.installment_type === 'tarifa' ? 'tarifas' : 'adicionales',
      id: form.object_id,
    },
  ] as const;
}

/** The 400 body of the first row `form` points to that does not exist (`exists` says), or null. */
export async function missingInstallmentReference(
  form: InstallmentForm,
  exists: (table: string, id: number) => boolean | Promise<boolean>,
): Promise<Record<string, string[]> | null> {
  for (const { field, table, id } of installmentReferences(form))
    if (!(await exists(table, id))) return { [field]: [`No existe: ${id}`] };
  return null;
}

/** 400 unless the terminal and the tariff (or line) exist in this tenant. */
async function checkReferences(tx: TenantTx, form: InstallmentForm) {
  const issues = await missingInstallmentReference(form, (table, id) => rowExists(tx, table, id));
  if (issues) throw invalid(issues);
}

/** An installment's columns (the import writes them in batches with the same list). */
export const installmentColumns = (form: InstallmentForm) => ({
  terminal_id: form.terminal,
  installment_type: form.installment_type,
  object_id: form.object_id,
  initial_price: form.initial_price,
  month_price: form.month_price,
  final_price: form.final_price,
  cuotas: form.cuotas,
  is_active: form.is_active,
});

export async function createInstallment(tx: TenantTx, form: InstallmentForm) {
  await checkReferences(tx, form);
  return readInstallment(tx, await insertRow(tx, 'installments', installmentColumns(form)));
}

export async function updateInstallment(tx: TenantTx, id: number, form: InstallmentForm) {
  await checkReferences(tx, form);
  if (!(await updateRow(tx, 'installments', id, { ...installmentColumns(form), updated_on: sql`now()` })))
    throw notFound();
  return readInstallment(tx, id);
}

export async function deleteInstallment(tx: TenantTx, id: number) {
  if (!(await deleteRow(tx, 'installments', id))) throw notFound();
}
