import ExcelJS from 'exceljs';
import type { TaskStatus } from '@ventas/domain/jobs/task-status-contract';
import type { Caller, Role } from './catalogue-caller';
import { untilTaskEnds } from './task-wait';

/**
 * Test-only: runs an export as a client does (start, poll task-status, download) and reads the
 * workbook back.
 */

function finished(call: Caller, role: Role, taskId: string): Promise<TaskStatus> {
  return untilTaskEnds(async () => (await call(role, 'GET', `/api/utils/task-status/${taskId}/`)).json());
}

/** The first sheet's cells, row by row (header first), as ExcelJS reads them. */
export async function exportedRows(call: Caller, role: Role, url: string): Promise<unknown[][]> {
  const started = await call(role, 'GET', url);
  if (started.statusCode !== 200) throw new Error(`${url}: ${started.statusCode} ${started.body}`);
  const status = await finished(call, role, started.json().task_id);
  if (status.state !== 'SUCCESS') throw new Error(`${url}: ${status.state} ${status.error ?? ''}`);
  const file = await call(role, 'GET', `/api/utils/get-xlsx-files/?filename=${status.result?.filename}`);
  if (file.statusCode !== 200) throw new Error(`download: ${file.statusCode}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow({ includeEmpty: false }, (row) =>
    rows.push((row.values as unknown[]).slice(1)),
  );
  return rows;
}
