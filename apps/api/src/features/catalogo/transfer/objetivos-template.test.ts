import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { plantillaReportSchema } from '@ventas/domain/calculadora/plantilla-objetivos-contract';
import { MOTIVOS, TEXTO_LLAVE, TEXTO_PESO } from '@ventas/domain/calculadora/plantilla-objetivos';
import { callerFor, type Caller } from '../../../../test/support/catalogue-caller';
import { otroComercial } from '../../../../test/support/calculadora-sales';
import { createCatalogueItem } from '../../../../test/support/offer-catalogue';
import { createTestTenant, type TestTenant } from '../../../../test/support/test-app';
import type { Database } from '../../../db/database';
import { objetivos } from '../../../db/schema/calculadora';
import { mesesCerrados } from '../../../db/schema/cierres';
import { finishedTask, startTransferTest, uploadImport, type Role } from './transfer.test-support';

/** The objectives template through write-xlsx and read-xlsx (issue 14; decisions-plantilla.md). */

let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
let headers: Record<Role, Record<string, string>>;
let call: Caller;
let otherComercial: number;
let otro: number;
let fibra: number;
let movil: number;
const MES = '2031-03';
const CERRADO = '2031-02';

async function objetivo(body: Record<string, unknown>) {
  const response = await call('admin', 'POST', '/api/calculadora/objetivos/', { fecha: MES, ...body });
  if (response.statusCode !== 201) throw new Error(JSON.stringify(response.json()));
}

/** The month's objectives as stored, comparable. */
async function guardados() {
  const rows = await database.owner
    .select({
      comercial: objetivos.comercialId,
      familia: objetivos.familiaId,
      peso: objetivos.peso,
      objetivo: objetivos.objetivo,
      llave: objetivos.llave,
    })
    .from(objetivos)
    .where(and(eq(objetivos.tenantId, tenant.id), eq(objetivos.mes, `${MES}-01`)));
  return rows.sort((a, b) => a.comercial - b.comercial || a.familia - b.familia);
}

/** write-xlsx for the month's template as `role`; the workbook (or the refusal's status). */
async function plantilla(role: Role = 'admin', mes = MES) {
  const started = await app.inject({
    method: 'POST',
    url: '/api/utils/write-xlsx/',
    headers: headers[role],
    payload: { table: 'objetivos', query: { month_year_updated_on: mes } },
  });
  if (started.statusCode !== 200) return { statusCode: started.statusCode, libro: null };
  const status = await finishedTask(app, headers[role], started.json().task_id);
  expect(status.state).toBe('SUCCESS');
  const file = await app.inject({
    url: `/api/utils/get-xlsx-files/?filename=${encodeURIComponent(status.result!.filename!)}`,
    headers: headers[role],
  });
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  return { statusCode: 200, libro };
}

const bytes = async (libro: ExcelJS.Workbook) => Buffer.from(await libro.xlsx.writeBuffer());

/** read-xlsx for the objectives of `mes` in `mode`; the response, and the report once the job ends. */
async function subir(file: Buffer, mode: 'dry-run' | 'apply', role: Role = 'admin', mes = MES) {
  const response = await uploadImport(
    app,
    headers[role],
    [
      ['table', 'objetivos'],
      ['mode', mode],
      ['month_year_updated_on', mes],
    ],
    { name: 'objetivos.xlsx', content: file },
  );
  if (response.statusCode !== 200)
    return { statusCode: response.statusCode, body: response.json(), report: null };
  const status = await finishedTask(app, headers[role], response.json().task_id);
  const report = status.state === 'SUCCESS' ? plantillaReportSchema.parse(status.result?.report) : null;
  return { statusCode: 200, body: status, report };
}

/** The row of `comercial` in the template's sheet. */
function filaDe(libro: ExcelJS.Workbook, comercial: number): ExcelJS.Row {
  const hoja = libro.worksheets[0]!;
  for (let numero = 4; numero <= hoja.rowCount; numero += 1)
    if (hoja.getRow(numero).getCell(1).value === comercial) return hoja.getRow(numero);
  throw new Error(`no row for ${comercial}`);
}

beforeAll(async () => {
  const started = await startTransferTest();
  ({ app, database, tenant, headers } = started);
  call = await callerFor(app, tenant);
  otro = await otroComercial(database, tenant.id, 'otro');
  otherComercial = (await createTestTenant(database)).accounts.comercial.id;
  fibra = await createCatalogueItem(call, 'tipoobjetivo', { nombre: 'FIBRA' });
  movil = await createCatalogueItem(call, 'tipoobjetivo', { nombre: 'MÓVIL' });
  await objetivo({
    comercial: tenant.accounts.comercial.id,
    familia: fibra,
    peso: '33.33',
    objetivo: '12.5',
    llave: true,
  });
  await objetivo({ comercial: tenant.accounts.comercial.id, familia: movil, peso: '66.67', objetivo: 8 });
  await objetivo({ comercial: otro, familia: fibra, peso: 100, objetivo: 10, llave: true });
  await database.owner.insert(mesesCerrados).values({ tenantId: tenant.id, mes: `${CERRADO}-01` });
});

describe('the objectives template (SPEC §5, §9) through write-xlsx and read-xlsx', () => {
  it('writes the spec text in rows 1–3, a row per commercial from row 4, families from column 3', async () => {
    const { libro } = await plantilla();
    const hoja = libro!.worksheets[0]!;
    // The month by its name, in the sheet's tab and its first line (issue 29 §5).
    expect(hoja.name).toBe('Objetivos marzo de 2031');
    expect(String(hoja.getCell('A1').value)).toMatch(/^Objetivos de marzo de 2031\. /);
    expect(String(hoja.getCell('A1').value)).toContain(TEXTO_LLAVE);
    expect(String(hoja.getCell('A2').value)).toContain(TEXTO_PESO);
    expect(hoja.getCell('C3').value).toBe(`FIBRA [${fibra}]: objetivo`);
    expect(hoja.getCell('H3').value).toBe(`MÓVIL [${movil}]: llave`);
    // 2 families end at column 8; working days 5 beyond, column 13 (M).
    expect(hoja.getCell('M3').value).toBe('Días laborables (informativo)');
    const fila = filaDe(libro!, tenant.accounts.comercial.id);
    expect([3, 4, 5, 6, 7, 8].map((columna) => fila.getCell(columna).value)).toEqual([
      12.5, 0.3333, 1, 8, 0.6667, 0,
    ]);
    expect(typeof fila.getCell(13).value).toBe('number');
  });

  it('reads back a downloaded template into identical objectives (round trip)', async () => {
    const antes = await guardados();
    const { libro } = await plantilla();
    await database.owner.delete(objetivos).where(eq(objetivos.tenantId, tenant.id));
    const { report } = await subir(await bytes(libro!), 'apply');
    expect(report).toMatchObject({ aplicado: true, rechazos: [] });
    expect(await guardados()).toEqual(antes);
  });

  it('lists a bad cell with its address and reason in the dry run, and an apply writes nothing', async () => {
    const antes = await guardados();
    const { libro } = await plantilla();
    const fila = filaDe(libro!, otro);
    fila.getCell(3).value = 20;
    fila.getCell(4).value = 1.5;
    const seco = await subir(await bytes(libro!), 'dry-run');
    expect(seco.report!.rechazos).toEqual([
      { celda: `D${fila.number}`, fila: fila.number, comercial: otro, motivo: MOTIVOS.pesoFuera },
    ]);
    const aplicado = await subir(await bytes(libro!), 'apply');
    expect(aplicado.report).toMatchObject({ aplicado: false });
    expect(await guardados()).toEqual(antes);
  });

  it('refuses a formula cell, never evaluating it', async () => {
    const { libro } = await plantilla();
    const fila = filaDe(libro!, otro);
    fila.getCell(3).value = { formula: '5*4', result: 20 };
    const { report } = await subir(await bytes(libro!), 'apply');
    expect(report!.rechazos).toEqual([
      expect.objectContaining({ celda: `C${fila.number}`, motivo: MOTIVOS.formula }),
    ]);
    expect(report!.aplicado).toBe(false);
  });

  it("refuses an id that is no account of this tenant, another tenant's included", async () => {
    const { libro } = await plantilla();
    const hoja = libro!.worksheets[0]!;
    const nueva = hoja.getRow(hoja.rowCount + 1);
    nueva.getCell(1).value = 2_000_000;
    nueva.getCell(3).value = 1;
    nueva.getCell(4).value = 1;
    const { report } = await subir(await bytes(libro!), 'dry-run');
    expect(report!.rechazos).toEqual([
      expect.objectContaining({ celda: `A${nueva.number}`, motivo: MOTIVOS.comercialDesconocido(2_000_000) }),
    ]);
    nueva.getCell(1).value = otherComercial;
    const ajeno = await subir(await bytes(libro!), 'dry-run');
    expect(ajeno.report!.rechazos[0]!.motivo).toBe(MOTIVOS.comercialDesconocido(otherComercial));
  });

  it('is for Admin and above: a Manager gets 403 writing or reading it', async () => {
    expect((await plantilla('manager')).statusCode).toBe(403);
    expect((await plantilla('comercial')).statusCode).toBe(403);
    const { libro } = await plantilla();
    expect((await subir(await bytes(libro!), 'dry-run', 'manager')).statusCode).toBe(403);
  });

  it('refuses a closed month with 409 and a missing month with 400', async () => {
    const { libro } = await plantilla();
    const cerrado = await subir(await bytes(libro!), 'apply', 'admin', CERRADO);
    expect(cerrado.statusCode).toBe(409);
    const sinMes = await uploadImport(
      app,
      headers.admin,
      [
        ['table', 'objetivos'],
        ['mode', 'apply'],
      ],
      {
        name: 'objetivos.xlsx',
        content: await bytes(libro!),
      },
    );
    expect(sinMes.statusCode).toBe(400);
  });

  it('fails a template whose families changed since it was downloaded, writing nothing', async () => {
    const { libro } = await plantilla();
    const antes = await guardados();
    const tv = await createCatalogueItem(call, 'tipoobjetivo', { nombre: 'TV' });
    try {
      const response = await uploadImport(
        app,
        headers.admin,
        [
          ['table', 'objetivos'],
          ['mode', 'apply'],
          ['month_year_updated_on', MES],
        ],
        { name: 'objetivos.xlsx', content: await bytes(libro!) },
      );
      const status = await finishedTask(app, headers.admin, response.json().task_id);
      expect(status.state).toBe('FAILURE');
      expect(status.error).toContain('descárguela de nuevo');
      expect(await guardados()).toEqual(antes);
    } finally {
      await call('admin', 'DELETE', `/api/servicios/tipoobjetivo/${tv}`);
    }
  });
});
