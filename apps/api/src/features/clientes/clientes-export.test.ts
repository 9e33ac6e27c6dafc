import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { segmentLabel } from '@ventas/domain/servicios/segment-labels';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  testDataDir,
  type TestTenant,
} from '../../../test/support/test-app';
import type { Database } from '../../db/database';
import { origenesBbdd } from '../../db/schema/catalogos';
import { clientes, telefonosCliente } from '../../db/schema/clientes';
import { createExportFiles, EXPORT_FILENAME_PATTERN, exportsRoot } from '../../jobs/export-files';
import { createJobQueue } from '../../jobs/job-queue';
import { CLIENTES_EXPORT_COLUMNS } from './clientes-export.columns';
import {
  CLIENTES_EXPORT_BATCH_SIZE,
  createClientesExportHandler,
  type ClientesExportPayload,
} from './clientes-export.job';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let otherTenant: TestTenant;
const tokens: Record<'manager' | 'comercial' | 'otherComercial' | 'foreignManager', string> = {
  manager: '',
  comercial: '',
  otherComercial: '',
  foreignManager: '',
};

const CUSTOMERS = 2500;
const HEADERS = [
  'ID',
  'Nombre',
  'Documento',
  'Tipo documento',
  'Teléfonos',
  'Email',
  'Dirección',
  'CP',
  'Localidad',
  'Origen',
  'Segmento',
  'ISP actual',
  'Estado',
  'Comercial',
  'Próxima llamada',
  'Fecha contacto',
  'Razón no interesado',
  'Notas',
  'Actualizado',
];

/** The row the export must produce for each fixture customer, keyed like ClienteExportRow. */
type ExpectedRow = Record<(typeof CLIENTES_EXPORT_COLUMNS)[number]['key'], string | number | null>;
let expected: ExpectedRow[] = [];

/** 2,500 customers of known content: every 5th NEGOCIOS, every 3rd assigned to the comercial. */
async function insertCustomers(): Promise<void> {
  const base = Date.parse('2026-01-01T08:00:00.000Z');
  await database.tenant(tenant.id, async (tx) => {
    const [origen] = await tx
      .insert(origenesBbdd)
      .values({ tenantId: tenant.id, nombre: 'Feria' })
      .returning();
    const rows = Array.from({ length: CUSTOMERS }, (_, i) => ({
      tenantId: tenant.id,
      nombre: `Cliente ${String(i).padStart(4, '0')} Ñúñez`,
      documento: i % 7 === 0 ? null : `DOC${i}`,
      tipoDocumento: i % 7 === 0 ? null : 'DNI',
      email: `cliente${i}@correo.es`,
      direccion: i % 2 ? `Calle Mayor ${i}` : null,
      cp: '28013',
      localidad: 'Madrid',
      origenBbddId: i % 4 === 0 ? (origen?.id ?? null) : null,
      segmento: i % 5 === 0 ? 'NEGOCIOS' : 'PARTICULAR',
      ispActual: 'Movistar',
      razonNoInteresado: null,
      fechaContacto: i % 2 ? '2026-02-03' : null,
      comercialId:
        i % 3 === 0 ? tenant.accounts.comercial.id : i % 3 === 1 ? tenant.accounts.manager.id : null,
      notas: i % 10 === 0 ? `Notas "con comillas" y ñ ${i}` : null,
      estado: 'NUEVO',
      // Every 6th has a pending callback, as the list's "Próxima llamada" shows it.
      proximaLlamada: i % 6 === 0 ? new Date(Date.parse('2026-01-20T09:15:00.000Z') + i * 60_000) : null,
      // Pairs share a timestamp, so the id tiebreaker decides their order.
      updatedOn: new Date(base + Math.floor(i / 2) * 1000),
    }));
    for (let start = 0; start < rows.length; start += 500) {
      const chunk = rows.slice(start, start + 500);
      const ids = await tx.insert(clientes).values(chunk).returning({ id: clientes.id });
      const phones = ids.flatMap(({ id }, k) => {
        const i = start + k;
        const numbers = i % 2 ? [`6${String(i).padStart(8, '0')}`, `9${String(i).padStart(8, '0')}`] : [];
        return numbers.map((telefono, orden) => ({ tenantId: tenant.id, clienteId: id, telefono, orden }));
      });
      if (phones.length) await tx.insert(telefonosCliente).values(phones);
      ids.forEach(({ id }, k) => {
        const row = chunk[k];
        if (!row) return;
        const i = start + k;
        expected.push({
          id,
          nombre: row.nombre,
          documento: row.documento,
          tipo_documento: row.tipoDocumento,
          telefonos: i % 2 ? `6${String(i).padStart(8, '0')}, 9${String(i).padStart(8, '0')}` : '',
          email: row.email,
          direccion: row.direccion,
          cp: row.cp,
          localidad: row.localidad,
          origen: row.origenBbddId === null ? null : 'Feria',
          segmento: row.segmento,
          isp_actual: row.ispActual,
          estado: row.estado,
          comercial:
            row.comercialId === null
              ? null
              : row.comercialId === tenant.accounts.comercial.id
                ? 'Comercial Prueba'
                : 'Manager Prueba',
          fecha_contacto: row.fechaContacto,
          razon_no_interesado: null,
          notas: row.notas,
          proxima_llamada: row.proximaLlamada?.toISOString() ?? null,
          updated_on: row.updatedOn.toISOString(),
        });
      });
    }
  });
  // The list's order: updated_on desc, id desc.
  expected = expected.sort((a, b) =>
    a.updated_on === b.updated_on
      ? Number(b.id) - Number(a.id)
      : String(b.updated_on).localeCompare(String(a.updated_on)),
  );
}

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  otherTenant = await createTestTenant(database);
  await insertCustomers();
  tokens.manager = (await login(app, tenant, 'manager')).access;
  tokens.comercial = (await login(app, tenant, 'comercial')).access;
  tokens.otherComercial = (await login(app, otherTenant, 'comercial')).access;
  tokens.foreignManager = (await login(app, otherTenant, 'manager')).access;
});

afterAll(async () => {
  await app.close();
  // createTestApp keeps the default DATA_DIR: exports land where every test app of this worker looks.
  const root = exportsRoot({ dataDir: testDataDir() });
  for (const { id } of [tenant, otherTenant])
    await rm(join(root, String(id)), { recursive: true, force: true });
});

const get = (url: string, token: string, host = tenant.host) =>
  app.inject({ method: 'GET', url, headers: bearer(token, host) });

interface TaskStatus {
  state: string;
  result: { filename: string | null; done: number; total: number } | null;
  error?: string;
}

async function startExport(query: string, token = tokens.manager): Promise<string> {
  const response = await get(`/api/clientes/teletrabajo/download-xlsx-teletrabajo/?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  const taskId: unknown = response.json().task_id;
  expect(taskId).toMatch(/^[0-9a-f-]{36}$/);
  return taskId as string;
}

/** Polls like the client does (SPEC §4), bounded so a stuck job fails the test instead of hanging it. */
async function waitForTask(taskId: string, token = tokens.manager): Promise<TaskStatus> {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const response = await get(`/api/utils/task-status/${taskId}/`, token);
    expect(response.statusCode, response.body).toBe(200);
    const status = response.json<TaskStatus>();
    if (status.state === 'SUCCESS' || status.state === 'FAILURE') return status;
    if (Date.now() > deadline) throw new Error(`La tarea ${taskId} sigue en ${status.state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function exportFile(
  query: string,
  token = tokens.manager,
): Promise<{ filename: string; body: Buffer; status: TaskStatus }> {
  const taskId = await startExport(query, token);
  const status = await waitForTask(taskId, token);
  expect(status.state, status.error).toBe('SUCCESS');
  const filename = status.result?.filename ?? '';
  const response = await get(`/api/utils/get-xlsx-files/?filename=${encodeURIComponent(filename)}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return { filename, body: response.rawPayload, status };
}

type Cell = string | number | Date | null;

async function readSheet(body: Buffer): Promise<Cell[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('sin hojas');
  const rows: Cell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push(HEADERS.map((_, c) => (row.getCell(c + 1).value as Cell | undefined) ?? null));
  });
  return rows;
}

/**
 * The row as the xlsx holds it (clientes-export-cells.test.ts covers each rule): the estado's
 * and the segment's labels, the contact day as a date, "Próxima llamada" and "Actualizado" in Madrid time, read back as UTC fields
 * (the fixtures are in January: Madrid is UTC+1). An empty string reads back as empty (null):
 * Excel does not tell them apart.
 */
const asCells = (row: ExpectedRow): Cell[] =>
  CLIENTES_EXPORT_COLUMNS.map((column) => {
    const value = row[column.key];
    if (value === '' || value === null) return null;
    if (column.key === 'estado') return value === 'NUEVO' ? 'Nuevo' : value;
    if (column.key === 'segmento') return segmentLabel(String(value));
    if (column.key === 'fecha_contacto') return new Date(`${value}T00:00:00.000Z`);
    if (column.key === 'updated_on' || column.key === 'proxima_llamada')
      return new Date(Date.parse(String(value)) + 3_600_000);
    return value;
  });

describe('GET /api/clientes/teletrabajo/download-xlsx-teletrabajo/ (SPEC §4 "Export job")', () => {
  it('exports every customer to xlsx with the Spanish header, in the list order', async () => {
    const { filename, body, status } = await exportFile('');
    expect(filename).toMatch(EXPORT_FILENAME_PATTERN);
    expect(filename).toMatch(/^teletrabajo-\d{8}-\d{4}-[0-9a-f]{12}\.xlsx$/);
    expect(status.result).toEqual({ filename, done: CUSTOMERS, total: CUSTOMERS });
    const rows = await readSheet(body);
    expect(rows[0]).toEqual(HEADERS);
    expect(rows.length).toBe(CUSTOMERS + 1);
    expect(rows.slice(1)).toEqual(expected.map(asCells));
  });

  it('serves the file as an xlsx attachment', async () => {
    const taskId = await startExport('');
    const status = await waitForTask(taskId);
    const filename = status.result?.filename ?? '';
    const response = await get(`/api/utils/get-xlsx-files/?filename=${filename}`, tokens.manager);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('exports the same rows as a JSON array with format=json', async () => {
    const { filename, body } = await exportFile('format=json');
    expect(filename).toMatch(/^teletrabajo-\d{8}-\d{4}-[0-9a-f]{12}\.json$/);
    expect(JSON.parse(body.toString('utf8'))).toEqual(expected);
  });

  it('exports exactly the subset a filter selects', async () => {
    const { body } = await exportFile('segmento=NEGOCIOS');
    const negocios = expected.filter((row) => row.segmento === 'NEGOCIOS');
    expect(negocios.length).toBe(CUSTOMERS / 5);
    expect((await readSheet(body)).slice(1)).toEqual(negocios.map(asCells));
  });

  it('limits a comercial to their own and the unassigned customers', async () => {
    const { body } = await exportFile('format=json', tokens.comercial);
    const theirs = expected.filter((row) => row.comercial !== 'Manager Prueba');
    expect(JSON.parse(body.toString('utf8'))).toEqual(theirs);
  });

  it('writes a header-only file when nothing matches', async () => {
    const { body, status } = await exportFile('nombre=nadie-se-llama-asi');
    expect(status.result).toMatchObject({ done: 0, total: 0 });
    expect(await readSheet(body)).toEqual([HEADERS]);
    const json = await exportFile('nombre=nadie-se-llama-asi&format=json');
    expect(JSON.parse(json.body.toString('utf8'))).toEqual([]);
  });

  it('keeps every row when a bulk import gave thousands of customers one updated_on', async () => {
    // One transaction: now() is identical, microseconds included, so only the id orders them.
    const bulk = await createTestTenant(database);
    const count = 2 * CLIENTES_EXPORT_BATCH_SIZE + 10;
    await database.tenant(bulk.id, (tx) =>
      tx
        .insert(clientes)
        .values(Array.from({ length: count }, (_, i) => ({ tenantId: bulk.id, nombre: `Importado ${i}` }))),
    );
    const token = (await login(app, bulk, 'manager')).access;
    const taskId = (
      await get('/api/clientes/teletrabajo/download-xlsx-teletrabajo/?format=json', token, bulk.host)
    ).json().task_id;
    let status: TaskStatus = { state: 'PENDING', result: null };
    for (let i = 0; i < 500 && !['SUCCESS', 'FAILURE'].includes(status.state); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await get(`/api/utils/task-status/${taskId}/`, token, bulk.host)).json();
    }
    expect(status.result?.done).toBe(count);
    const file = await get(
      `/api/utils/get-xlsx-files/?filename=${status.result?.filename ?? ''}`,
      token,
      bulk.host,
    );
    const ids = JSON.parse(file.body).map((row: { id: number }) => row.id);
    expect(new Set(ids).size).toBe(count);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    await rm(join(exportsRoot({ dataDir: testDataDir() }), String(bulk.id)), {
      recursive: true,
      force: true,
    });
  });

  it('refuses invalid filters and formats with 400 before queueing anything', async () => {
    for (const query of ['format=pdf', 'fecha_contacto_after=ayer', `nombre=${'x'.repeat(300)}`]) {
      const response = await get(
        `/api/clientes/teletrabajo/download-xlsx-teletrabajo/?${query}`,
        tokens.manager,
      );
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe("Excel's row limit", () => {
  it('fails an xlsx export past the limit with a Spanish message, and still exports json', async () => {
    // The real limit (1,048,575 data rows) is lowered so 2,500 customers cross it.
    const kind = `export-teletrabajo-prueba-${randomUUID()}`;
    const files = createExportFiles(await mkdtemp(join(tmpdir(), 'ventas-exports-')));
    const queue = createJobQueue({ database, log: app.log, runnerOptions: { pollIntervalMs: 20 } });
    queue.register(kind, createClientesExportHandler({ database, files, xlsxMaxRows: 1000 }));
    await queue.start();
    try {
      const run = async (format: 'xlsx' | 'json') => {
        const scope = { accountId: tenant.accounts.manager.id, seesAll: true };
        const payload: ClientesExportPayload = { format, query: {}, scope };
        const id = await queue.enqueue({ tenantId: tenant.id, accountId: scope.accountId, kind, payload });
        return waitForTask(id);
      };
      const xlsx = await run('xlsx');
      expect(xlsx).toEqual({
        state: 'FAILURE',
        result: null,
        error:
          'La exportación tiene 2500 clientes y Excel admite como máximo 1000 filas; acote los filtros o exporte en JSON.',
      });
      expect((await run('json')).result).toMatchObject({ done: CUSTOMERS, total: CUSTOMERS });
      // The failed export left no file behind, the json one only its own.
      expect(
        (await readdir(join(files.root, String(tenant.id)))).filter((name) => name.endsWith('.xlsx')),
      ).toEqual([]);
    } finally {
      await queue.stop();
      await rm(files.root, { recursive: true, force: true });
    }
  });
});

describe('task-status and download across users and tenants', () => {
  it("does not show a manager's task or file to a comercial, nor to another tenant", async () => {
    const taskId = await startExport('segmento=NEGOCIOS');
    const status = await waitForTask(taskId);
    const download = `/api/utils/get-xlsx-files/?filename=${status.result?.filename ?? ''}`;
    for (const [token, host] of [
      [tokens.comercial, tenant.host],
      [tokens.otherComercial, otherTenant.host],
      [tokens.foreignManager, otherTenant.host],
    ] as const) {
      expect((await get(`/api/utils/task-status/${taskId}/`, token, host)).statusCode).toBe(404);
      expect((await get(download, token, host)).statusCode).toBe(404);
    }
  });

  it("lets a manager follow a comercial's task and download its file", async () => {
    const taskId = await startExport('format=json', tokens.comercial);
    const status = await waitForTask(taskId, tokens.manager);
    expect(status.state).toBe('SUCCESS');
    const response = await get(
      `/api/utils/get-xlsx-files/?filename=${status.result?.filename ?? ''}`,
      tokens.manager,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});
