import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  testDataDir,
  type TestTenant,
} from '../../../test/support/test-app';
import type { Database } from '../../db/database';
import { opciones } from '../../db/schema/catalogos';
import { clientes } from '../../db/schema/clientes';
import { exportsRoot } from '../../jobs/export-files';

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let token = '';
const ids: Record<'invierno' | 'cambioHora' | 'verano', number> = { invierno: 0, cambioHora: 0, verano: 0 };

/** What a spreadsheet user reads: cell type, number format and value, by header. */
type SheetRow = Map<string, ExcelJS.Cell>;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  token = (await login(app, tenant, 'manager')).access;
  await database.tenant(tenant.id, async (tx) => {
    // The tenant's option lists: the labels its screens show for segmento, razón and ISP. NEGOCIOS
    // keeps the code as its label, as the demo seeded it before issue 29.
    await tx.insert(opciones).values([
      { tenantId: tenant.id, tipo: 'segmento', valor: 'NEGOCIOS', etiqueta: 'NEGOCIOS', orden: 1 },
      { tenantId: tenant.id, tipo: 'segmento', valor: 'PARTICULAR', etiqueta: 'Particular', orden: 0 },
      { tenantId: tenant.id, tipo: 'razon_no_interesado', valor: 'PRECIO', etiqueta: 'Precio alto' },
      { tenantId: tenant.id, tipo: 'isp', valor: 'MOVISTAR', etiqueta: 'Movistar' },
    ]);
    const rows = await tx
      .insert(clientes)
      .values([
        {
          tenantId: tenant.id,
          nombre: '+34 Trampa',
          estado: 'NO_INTERESADO',
          tipoDocumento: 'PASAPORTE',
          documento: 'AB123456',
          segmento: 'NEGOCIOS',
          razonNoInteresado: 'PRECIO',
          ispActual: 'MOVISTAR',
          cp: '08001',
          fechaContacto: '2026-03-29',
          // 01:30 UTC on the night Madrid moves its clocks forward (02:00 -> 03:00): 03:30 there.
          updatedOn: new Date('2026-03-29T01:30:00.000Z'),
          notas: '=HYPERLINK("http://malo.example","pulse aquí")',
        },
        {
          tenantId: tenant.id,
          nombre: 'Invierno',
          estado: 'VENDIDO',
          tipoDocumento: 'DNI',
          documento: '12345678Z',
          segmento: 'PARTICULAR',
          fechaContacto: '2026-01-15',
          // 23:30 UTC is already the next day in Madrid (UTC+1).
          updatedOn: new Date('2026-01-15T23:30:00.000Z'),
          direccion: '@SUMA(A1)',
          notas: '-1+2',
        },
        {
          tenantId: tenant.id,
          nombre: 'Verano',
          estado: 'NUEVO',
          segmento: 'SIN_ETIQUETA',
          updatedOn: new Date('2026-07-15T08:30:45.250Z'),
        },
      ])
      .returning({ id: clientes.id });
    [ids.cambioHora, ids.invierno, ids.verano] = rows.map((row) => row.id) as [number, number, number];
  });
});

afterAll(async () => {
  await app.close();
  await rm(join(exportsRoot({ dataDir: testDataDir() }), String(tenant.id)), {
    recursive: true,
    force: true,
  });
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(token, tenant.host) });

async function exportBody(format: 'xlsx' | 'json'): Promise<Buffer> {
  const started = await get(`/api/clientes/teletrabajo/download-xlsx-teletrabajo/?format=${format}`);
  const taskId = started.json<{ task_id: string }>().task_id;
  const deadline = Date.now() + 25_000;
  for (;;) {
    const status = (await get(`/api/utils/task-status/${taskId}/`)).json();
    if (status.state === 'SUCCESS') {
      const file = await get(`/api/utils/get-xlsx-files/?filename=${status.result.filename}`);
      return file.rawPayload;
    }
    if (status.state === 'FAILURE' || Date.now() > deadline) throw new Error(JSON.stringify(status));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function exportedRows(): Promise<Map<number, SheetRow>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await exportBody('xlsx')) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('sin hojas');
  const headers = (sheet.getRow(1).values as unknown[]).map(String);
  const rows = new Map<number, SheetRow>();
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cells: SheetRow = new Map();
    row.eachCell({ includeEmpty: true }, (cell, column) => cells.set(headers[column] ?? '', cell));
    rows.set(Number(row.getCell(1).value), cells);
  });
  return rows;
}

/** A date cell holds Madrid's wall-clock time (Excel dates have no zone); read back as UTC fields. */
const wallClock = (...fields: [number, number, number, number?, number?, number?, number?]) =>
  new Date(Date.UTC(...fields));

describe('the xlsx export a person reads', () => {
  let rows: Map<number, SheetRow>;
  const cell = (id: number, header: string) => {
    const found = rows.get(id)?.get(header);
    if (!found) throw new Error(`sin celda ${header} en ${id}`);
    return found;
  };
  beforeAll(async () => {
    rows = await exportedRows();
  });

  it('writes each coded value as the label the screens show', () => {
    expect(cell(ids.cambioHora, 'Estado').value).toBe('No interesado');
    expect(cell(ids.invierno, 'Estado').value).toBe('Vendido');
    expect(cell(ids.verano, 'Estado').value).toBe('Nuevo');
    expect(cell(ids.cambioHora, 'Tipo documento').value).toBe('Pasaporte');
    expect(cell(ids.invierno, 'Tipo documento').value).toBe('DNI');
    // Tenant option lists: their labels; a segment is never its code, labelled or not.
    expect(cell(ids.cambioHora, 'Segmento').value).toBe('Negocios');
    expect(cell(ids.invierno, 'Segmento').value).toBe('Particular');
    expect(cell(ids.verano, 'Segmento').value).toBe('Sin etiqueta');
    expect(cell(ids.cambioHora, 'Razón no interesado').value).toBe('Precio alto');
    expect(cell(ids.cambioHora, 'ISP actual').value).toBe('Movistar');
  });

  it('writes the contact day as an Excel date', () => {
    const fecha = cell(ids.cambioHora, 'Fecha contacto');
    expect(fecha.type).toBe(ExcelJS.ValueType.Date);
    expect(fecha.numFmt).toBe('dd/mm/yyyy');
    expect(fecha.value).toEqual(wallClock(2026, 2, 29));
    expect(cell(ids.invierno, 'Fecha contacto').value).toEqual(wallClock(2026, 0, 15));
    expect(cell(ids.verano, 'Fecha contacto').value).toBeNull();
  });

  it('writes "Actualizado" as an Excel date-time in Madrid time, across the clock changes', () => {
    const actualizado = cell(ids.verano, 'Actualizado');
    expect(actualizado.type).toBe(ExcelJS.ValueType.Date);
    expect(actualizado.numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(actualizado.value).toEqual(wallClock(2026, 6, 15, 10, 30, 45, 250));
    expect(cell(ids.invierno, 'Actualizado').value).toEqual(wallClock(2026, 0, 16, 0, 30));
    expect(cell(ids.cambioHora, 'Actualizado').value).toEqual(wallClock(2026, 2, 29, 3, 30));
  });

  it('keeps text as text: leading zeros, and formulas defused with a leading apostrophe', () => {
    expect(cell(ids.cambioHora, 'CP').value).toBe('08001');
    expect(cell(ids.cambioHora, 'Nombre').value).toBe("'+34 Trampa");
    expect(cell(ids.cambioHora, 'Notas').value).toBe(`'=HYPERLINK("http://malo.example","pulse aquí")`);
    expect(cell(ids.invierno, 'Dirección').value).toBe("'@SUMA(A1)");
    expect(cell(ids.invierno, 'Notas').value).toBe("'-1+2");
    for (const row of rows.values())
      for (const value of row.values()) expect(value.type).not.toBe(ExcelJS.ValueType.Formula);
  });
});

describe('the json export', () => {
  it('keeps the codes, the ISO instants and the text as stored: it is data, not a sheet', async () => {
    const rows = JSON.parse((await exportBody('json')).toString('utf8')) as Record<string, unknown>[];
    expect(rows.find((row) => row.id === ids.cambioHora)).toMatchObject({
      nombre: '+34 Trampa',
      estado: 'NO_INTERESADO',
      tipo_documento: 'PASAPORTE',
      segmento: 'NEGOCIOS',
      fecha_contacto: '2026-03-29',
      updated_on: '2026-03-29T01:30:00.000Z',
    });
  });
});
