import ExcelJS from 'exceljs';
import type { TaskStatus } from '@ventas/domain/jobs/task-status-contract';
import type { Caller, Role } from './catalogue-caller';

/**
 * Test-only: runs an export as a client does (start, poll task-status, download) and reads the
 * workbook back.
 */

async function finished(call: Caller, role: Role, taskId: string): Promise<TaskStatus> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const status: TaskStatus = (await call(role, 'GET', `/api/utils/task-status/${taskId}/`)).json();
    if (status.state === 'SUCCESS' || status.state === 'FAILURE') return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`task ${taskId} did not finish`);
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
