import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { saveScreenshot, useBrowser } from '../support/browser';
import { madridDay } from '../support/madrid-time';
import { login } from '../support/session';
import {
  accessToken,
  createCliente,
  cuentaDetalle,
  listClientes,
  uniqueTag,
  uniqueTelefono,
} from '../support/telework-api';
import {
  chooseOption,
  clientesGrid,
  columnValues,
  openTeletrabajo,
  typeIntoDateField,
  waitForTotal,
} from '../support/teletrabajo-screen';
import { DEMO_PASSWORD } from '../support/tenants';

const baseUrl = inject('baseUrl');
const session = useBrowser();

// The export's sheet, column by column (apps/api/src/features/clientes/clientes-export.columns.ts),
// written out so that a changed sheet fails here.
const EXPORT_HEADERS = [
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

let downloads = '';
let managerToken = '';
let carlos = { id: 0, nombre_completo: '' };

async function readSheet(file: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) throw new Error('the export has no sheet');
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(values.map((value) => (value === null || value === undefined ? '' : String(value))));
  });
  return rows;
}

describe('teletrabajo as a Manager: filters and export', () => {
  beforeAll(async () => {
    downloads = mkdtempSync(path.join(os.tmpdir(), 'ventas-e2e-export-'));
    managerToken = await accessToken(baseUrl, 'manager');
    carlos = await cuentaDetalle(baseUrl, await accessToken(baseUrl, 'comercial'));
    // One customer of Carlos touched today, whatever the other files did before.
    await createCliente(baseUrl, managerToken, {
      nombre: `Cliente de Carlos ${uniqueTag()}`,
      telefonos_contacto: [uniqueTelefono()],
      comercial: carlos.id,
    });
  });

  afterAll(() => {
    rmSync(downloads, { recursive: true, force: true });
  });

  it('filters by commercial and updated today, keeps the filters in the URL, and exports exactly those rows', async () => {
    const { page } = session();
    const today = madridDay();
    await login(page, baseUrl, 'manager', DEMO_PASSWORD);
    await openTeletrabajo(page);

    // The filter panel: Seguimiento > Comercial, and Actualizado from today to today.
    await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Filtros' });
    await panel.getByRole('button', { name: 'Seguimiento' }).click();
    // The panel is modal: the chips behind it are aria-hidden until it closes.
    const chip = (text: string) =>
      page.getByRole('listitem', { includeHidden: true }).filter({ hasText: text });
    // Each filter is left to reach the screen (its chip) before the next one is set: a second
    // filter set before the screen caught up with the first drops the first (app defect, see
    // the e2e report: components/paged-grid/use-list-url.ts updateFilters / range-filter.tsx).
    await chooseOption(page, panel, 'Comercial', carlos.nombre_completo);
    await chip(`Comercial: ${carlos.nombre_completo}`).waitFor();
    const actualizado = panel.getByRole('group', { name: 'Actualizado' });
    await typeIntoDateField(page, actualizado.getByRole('group', { name: 'Desde' }), today.typed);
    await chip(`Actualizado: desde ${today.display}`).waitFor();
    await typeIntoDateField(page, actualizado.getByRole('group', { name: 'Hasta' }), today.typed);
    const rangeChip = `Actualizado: ${today.display} – ${today.display}`;
    await chip(rangeChip).waitFor();
    await saveScreenshot(page, 'teletrabajo-e2e-manager-filter-panel');
    await panel.getByRole('button', { name: /^Ver .*clientes?$/ }).click();
    await panel.waitFor({ state: 'hidden' });

    const expected = await listClientes(baseUrl, managerToken, {
      comercial: String(carlos.id),
      updated_on_after: today.iso,
      updated_on_before: today.iso,
      itemsPerPage: '100',
    });
    expect(expected.count).toBeGreaterThan(0);
    expect(expected.results.every((cliente) => cliente.comercial?.id === carlos.id)).toBe(true);

    const checkFilteredList = async () => {
      const url = new URL(page.url());
      expect(url.searchParams.get('comercial')).toBe(String(carlos.id));
      expect(url.searchParams.get('updated_on_after')).toBe(today.iso);
      expect(url.searchParams.get('updated_on_before')).toBe(today.iso);
      const chips = page.getByRole('list', { name: 'Filtros activos' }).getByRole('listitem');
      await expect
        .poll(() => chips.allInnerTexts())
        .toEqual([`Comercial: ${carlos.nombre_completo}`, rangeChip]);
      await expect.poll(() => waitForTotal(page)).toBe(expected.count);
      // The grid's row count, not the rows drawn: it draws only those in view (virtualised), and
      // a page of 14 drew 13 on a short window (a run at 2027-10-31 had one more row today).
      await expect
        .poll(async () => Number(await clientesGrid(page).getAttribute('aria-rowcount')) - 1)
        .toBe(Math.min(expected.count, 25));
      const comerciales = await columnValues(page, 'Comercial');
      expect(comerciales.length).toBeGreaterThan(0);
      expect(new Set(comerciales)).toEqual(new Set([carlos.nombre_completo]));
    };
    await checkFilteredList();
    await saveScreenshot(page, 'teletrabajo-e2e-manager-filtered');

    await page.reload();
    await checkFilteredList();

    // Exportar: a progress indicator, then the file.
    const progress = page.getByRole('progressbar', { name: 'Progreso de la exportación' });
    const progressShown = progress.waitFor({ state: 'visible' });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar', exact: true }).click();
    await progressShown;
    await saveScreenshot(page, 'teletrabajo-e2e-manager-export-progress');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^teletrabajo-.*\.xlsx$/);
    const saved = path.join(downloads, file.suggestedFilename());
    await file.saveAs(saved);
    await progress.waitFor({ state: 'detached' });

    expect(readFileSync(saved).subarray(0, 2).toString('latin1')).toBe('PK');
    const [header, ...data] = await readSheet(saved);
    expect(header).toEqual(EXPORT_HEADERS);
    expect(data).toHaveLength(expected.count);
    const column = (name: string) => EXPORT_HEADERS.indexOf(name);
    expect(new Set(data.map((row) => row[column('Comercial')]))).toEqual(new Set([carlos.nombre_completo]));
    // Codes as the labels the screens show, never raw (issue 29 §5).
    for (const row of data) {
      expect(['', 'Particular', 'Negocios']).toContain(row[column('Segmento')] ?? '');
      expect(row[column('Estado')]).toMatch(/^(Nuevo|Agendado|No interesado|Oferta|Vendido)$/);
    }
    expect(data.map((row) => Number(row[column('ID')])).sort((a, b) => a - b)).toEqual(
      expected.results.map((cliente) => cliente.id).sort((a, b) => a - b),
    );
  });
});
