import type { FastifyInstance } from 'fastify';
import type { TaskStatus } from '@ventas/domain/jobs/task-status-contract';
import { importReportSchema, type ImportReport } from '@ventas/domain/servicios/catalogue-transfer-contract';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  type TestTenant,
} from '../../../../test/support/test-app';
import { multipartBody } from '../../../../test/support/multipart-body';
import { finishedTask } from '../../../../test/support/task-wait';
import { sheetRows, workbookOf } from '../../../../test/support/xlsx-books';
import { IMPORT_COLUMNS } from './import-columns';

/** Test helpers of the catalogue's import and export: requests, workbooks, task results. */

export type Role = 'superadmin' | 'admin' | 'manager' | 'comercial';

/** Headers (bearer and host) per role of one tenant. */
export async function headersFor(app: FastifyInstance, tenant: TestTenant) {
  const headers = {} as Record<Role, Record<string, string>>;
  for (const role of ['superadmin', 'admin', 'manager', 'comercial'] as const)
    headers[role] = bearer((await login(app, tenant, role)).access, tenant.host);
  return headers;
}

/** The real app, a tenant and another one, with each one's request headers per role. */
export async function startTransferTest() {
  const { app, database } = await createTestApp();
  const tenant = await createTestTenant(database);
  const headers = await headersFor(app, tenant);
  const otherHeaders = await headersFor(app, await createTestTenant(database));
  return { app, database, tenant, headers, otherHeaders };
}

/** Creates a catalogue row through its route; its id. */
export async function createRow(
  app: FastifyInstance,
  as: Record<string, string>,
  path: string,
  body: object,
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/servicios/${path}/`,
    headers: as,
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  return response.json().id;
}

/** POST /api/utils/read-xlsx/ with the fields (in order) and the file. */
export async function uploadImport(
  app: FastifyInstance,
  as: Record<string, string>,
  fields: ReadonlyArray<[string, string]>,
  file?: { name: string; content: Buffer | string },
) {
  const body = await multipartBody(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/utils/read-xlsx/',
    payload: body.payload,
    headers: { ...as, ...body.headers },
  });
}

// The shared test helpers (test/support), under the names this feature's tests use.
export { multipartBody as multipart, finishedTask, sheetRows, workbookOf };

/** An installments sheet's row: a tariff installment of `terminal` on `objectId` at `month` a month. */
export const installmentRow = (terminal: number, objectId: number, month: string) =>
  IMPORT_COLUMNS.installments.map(
    ({ header }) =>
      ({
        Terminal: terminal,
        'Tipo de línea': 'tarifa',
        'Tarifa o línea': objectId,
        'Precio inicial': '0',
        'Cuota mensual': month,
        'Precio final': '0',
      })[header] ?? null,
  );

/** Uploads a file for `table` in `mode` as `as` and waits for the job; the status and, on success, the report. */
export async function runImport(
  app: FastifyInstance,
  as: Record<string, string>,
  table: string,
  mode: 'dry-run' | 'apply',
  file: Buffer,
) {
  const fields: Array<[string, string]> = [
    ['table', table],
    ['mode', mode],
  ];
  const response = await uploadImport(app, as, fields, { name: 'catalogo.xlsx', content: file });
  if (response.statusCode !== 200) throw new Error(`read-xlsx: ${response.statusCode} ${response.body}`);
  const status = await finishedTask(app, as, response.json().task_id);
  const report: ImportReport | null = status.state === 'SUCCESS' ? reportOf(status) : null;
  return { status, report };
}

/** The report an import task answers in task-status (the web reads it there too). */
export function reportOf(status: TaskStatus): ImportReport {
  return importReportSchema.parse(status.result?.report);
}
