import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { saveScreenshot, useBrowser } from '../support/browser';
import { link, notice, openCatalogueTab, pick, rowAction, text } from '../support/catalogue-screen';
import { login } from '../support/session';
import { uniqueTag } from '../support/telework-api';
import { DEMO_PASSWORD } from '../support/tenants';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const downloads = mkdtempSync(path.join(os.tmpdir(), 'ventas-e2e-import-'));
afterAll(() => rmSync(downloads, { recursive: true, force: true }));

/** The template's header row with two tariffs below it: one valid, one with a negative price. */
async function tariffSheet(template: string, good: string, bad: string): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(template);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the template has no sheet');
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const row = (values: Record<string, string>) => headers.map((header) => values[header] ?? null);
  sheet.spliceRows(2, sheet.rowCount - 1);
  sheet.addRow(
    row({ Nombre: good, Operador: 'A', Categoría: 'Fijo', Segmento: 'PARTICULAR', Precio: '24.90' }),
  );
  sheet.addRow(row({ Nombre: bad, Operador: 'A', Categoría: 'Fijo', Segmento: 'PARTICULAR', Precio: '-3' }));
  const file = path.join(downloads, 'tarifas.xlsx');
  await workbook.xlsx.writeFile(file);
  return file;
}

describe('Administración and Dispositivos as an Admin', () => {
  it('creates a tariff with a promotion, changes its price and sees both prices in the history', async () => {
    const { page } = session();
    const tag = uniqueTag();
    const promocion = `Promo bienvenida ${tag}`;
    const tarifa = `Fibra 600Mb ${tag}`;
    await login(page, baseUrl, 'admin', DEMO_PASSWORD);

    await openCatalogueTab(page, baseUrl, 'promociones', 'Promociones');
    await page.getByRole('button', { name: 'Nueva promoción' }).click();
    let form = page.getByRole('dialog', { name: 'Nueva promoción' });
    await text(form, 'Nombre').fill(promocion);
    await pick(page, form, 'Operador', 'Operador A');
    await pick(page, form, 'Tipo de descuento', 'Porcentaje (%)');
    await text(form, 'Descuento').fill('101');
    await form.getByRole('button', { name: 'Guardar' }).click();
    // A promotion above 100 % is refused in Spanish before anything is sent.
    await form.getByText(/100/).first().waitFor();
    await text(form, 'Descuento').fill('20');
    await text(form, 'Duración').fill('6');
    await pick(page, form, 'Unidad', 'Meses');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await notice(page, 'Promoción añadida correctamente');

    // SPEC §9: the tariff list reloads 15 a page (the other administration lists 16).
    const listed = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/servicios/tarifas/',
    );
    await openCatalogueTab(page, baseUrl, 'tarifas', 'Tarifas');
    expect(new URL((await listed).url()).searchParams.get('itemsPerPage')).toBe('15');
    await page.getByRole('button', { name: 'Nueva tarifa' }).click();
    form = page.getByRole('dialog', { name: 'Nueva tarifa' });
    await text(form, 'Nombre').fill(tarifa);
    await pick(page, form, 'Categoría', 'Convergente');
    await text(form, 'Precio').fill('39,90');
    await pick(page, form, 'Operador', 'Operador A');
    await pick(page, form, 'Segmento', 'Particular');
    await link(page, form, 'Promociones', promocion);
    await saveScreenshot(page, 'catalogo-tarifa-form');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await notice(page, 'Tarifa añadida correctamente');
    await page.getByLabel('Buscar', { exact: true }).fill(tag);
    const row = page.getByRole('row').filter({ hasText: tarifa });
    await expect.poll(() => row.textContent()).toContain('39,90 €');
    // The segment by its label, never its code (issue 29 §5).
    expect(await row.textContent()).toContain('Particular');
    expect(await row.textContent()).not.toContain('PARTICULAR');
    await saveScreenshot(page, 'catalogo-tarifas');

    // The promotion lists the tariff (links are two-sided).
    await rowAction(page, tarifa, 'Editar');
    form = page.getByRole('dialog', { name: 'Editar tarifa' });
    await form.getByRole('button', { name: promocion }).waitFor();
    await form.getByRole('button', { name: 'Cancelar' }).click();

    // A new price from now on: the list shows it and the history keeps both.
    await rowAction(page, tarifa, 'Historial de precios');
    const history = page.getByRole('dialog', { name: /Historial de precios/ });
    await history.getByText('39,90 €').waitFor();
    await text(history, 'Precio').fill('42,50');
    await history.getByRole('button', { name: 'Añadir' }).click();
    await notice(page, 'Precio añadido correctamente');
    await history.getByText('42,50 €').waitFor();
    await expect(history.getByText('39,90 €').count()).resolves.toBeGreaterThan(0);
    await saveScreenshot(page, 'catalogo-historial-precios');
    await history.getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => row.textContent()).toContain('42,50 €');
  });

  it('creates a device and gives it an installment on a tariff', async () => {
    const { page } = session();
    const tag = uniqueTag();
    const tarifa = `Móvil 50GB ${tag}`;
    const dispositivo = `Galaxy S25 128GB ${tag}`;
    await login(page, baseUrl, 'admin', DEMO_PASSWORD);

    await openCatalogueTab(page, baseUrl, 'tarifas', 'Tarifas');
    await page.getByRole('button', { name: 'Nueva tarifa' }).click();
    const tariffForm = page.getByRole('dialog', { name: 'Nueva tarifa' });
    await text(tariffForm, 'Nombre').fill(tarifa);
    await pick(page, tariffForm, 'Categoría', 'Móvil');
    await text(tariffForm, 'Precio').fill('15');
    await pick(page, tariffForm, 'Operador', 'Operador A');
    await pick(page, tariffForm, 'Segmento', 'Particular');
    await tariffForm.getByRole('button', { name: 'Guardar' }).click();
    await notice(page, 'Tarifa añadida correctamente');

    await page.goto(`${baseUrl}/devicemanagement`);
    await page.getByRole('button', { name: 'Nuevo dispositivo' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo dispositivo' });
    await text(form, 'Nombre').fill(dispositivo);
    await text(form, 'Marca').fill('Samsung');
    await pick(page, form, 'Operador', 'Operador A');
    await text(form, 'Precio').fill('-1');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await form.getByText(/negativ/i).waitFor();
    await text(form, 'Precio').fill('899');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await notice(page, 'Dispositivo Creado Correctamente');

    await page.getByLabel('Buscar', { exact: true }).fill(tag);
    await page.getByRole('row').filter({ hasText: dispositivo }).waitFor();
    await rowAction(page, dispositivo, 'Cuotas');
    const cuotas = page.getByRole('dialog', { name: /Cuotas/ });
    await cuotas.getByText('Este dispositivo todavía no tiene cuotas.').waitFor();
    await pick(page, cuotas, 'Tarifa', `${tarifa} (A)`);
    await text(cuotas, 'Pago inicial').fill('49');
    await text(cuotas, 'Cuota mensual').fill('35,50');
    await text(cuotas, 'Pago final').fill('0');
    await cuotas.getByRole('button', { name: 'Añadir' }).click();
    await notice(page, 'Cuota añadida correctamente');
    const cuota = cuotas.getByRole('row').filter({ hasText: tarifa });
    await expect.poll(() => cuota.textContent()).toContain('35,50 €');
    await saveScreenshot(page, 'dispositivos-cuotas');
  });

  it('imports a small tariff sheet with one bad row: the dry run names the row and its reason, the apply writes only the good one', async () => {
    const { page } = session();
    const tag = uniqueTag();
    const good = `Fibra importada ${tag}`;
    const bad = `Fibra negativa ${tag}`;
    await login(page, baseUrl, 'admin', DEMO_PASSWORD);
    await openCatalogueTab(page, baseUrl, 'tarifas', 'Tarifas');
    await page.getByRole('button', { name: 'Importar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar desde Excel' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Descargar plantilla' }).click(),
    ]);
    const template = path.join(downloads, 'plantilla.xlsx');
    await download.saveAs(template);

    await dialog.getByLabel('Archivo .xlsx').setInputFiles(await tariffSheet(template, good, bad));
    await dialog.getByRole('button', { name: 'Comprobar' }).click();
    const report = dialog.getByRole('table', { name: 'Filas del archivo' });
    const badRow = report.getByRole('row').filter({ hasText: bad });
    await badRow.waitFor();
    expect(await badRow.textContent()).toMatch(/Rechazar.*negativ/i);
    expect(await report.getByRole('row').filter({ hasText: good }).textContent()).toContain('Crear');
    await dialog.getByText('Crear: 1').waitFor();
    await dialog.getByText('Rechazar: 1').waitFor();
    await saveScreenshot(page, 'catalogo-importacion-simulacion');

    // Nothing is written by the dry run.
    await page.getByLabel('Buscar', { exact: true }).fill(tag);
    await page.getByText('No hay tarifas que coincidan con los filtros').waitFor();

    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await notice(page, 'Importación aplicada correctamente');
    await dialog.getByText('Creadas: 1').waitFor();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('row').filter({ hasText: good }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: bad }).count()).toBe(0);
  });
});
