import { beforeAll, describe, expect, inject, it } from 'vitest';
import { mesDe } from '@ventas/domain/calculadora/mes';
import { MESES, siguienteMes, textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import { madridToday } from '@ventas/domain/time/madrid';
import { saveScreenshot, useBrowser } from '../support/browser';
import { objetivosDe, prepareCalculadora, type CalculadoraMes } from '../support/calculadora-api';
import { login } from '../support/session';
import { accessToken, cuentaDetalle, uniqueTag } from '../support/telework-api';
import { expectSuccessSnackbar, typeIntoDateField } from '../support/teletrabajo-screen';
import { DEMO_PASSWORD } from '../support/tenants';

/**
 * Issue 14's journeys in Chromium: a Comercial reads the month, sees the what-if change the band and
 * opens the statement, and records a sold package's order data (issue 29 §1); a Manager picks
 * their commercial and copies the month forward.
 */

const baseUrl = inject('baseUrl');
const session = useBrowser();
const HOY = madridToday();
const MES = textoMes(mesDe(HOY));
/** The month as the screens name it: 'diciembre de 2026'. */
const NOMBRE_MES = `${MESES[Number(MES.slice(5, 7)) - 1]} de ${MES.slice(0, 4)}`;
/** Today as a date field takes it, typed: ddmmaaaa. */
const HOY_TECLEADO = `${HOY.slice(8, 10)}${HOY.slice(5, 7)}${HOY.slice(0, 4)}`;
const TAG = uniqueTag();
let month: CalculadoraMes;
let carlos = { id: 0, nombre_completo: '' };
let adminToken = '';

beforeAll(async () => {
  adminToken = await accessToken(baseUrl, 'admin');
  const comercialToken = await accessToken(baseUrl, 'comercial');
  carlos = await cuentaDetalle(baseUrl, comercialToken);
  month = await prepareCalculadora(
    baseUrl,
    { admin: adminToken, comercial: comercialToken },
    carlos.id,
    MES,
    TAG,
  );
});

describe('the calculator as a Comercial', () => {
  it('shows the month, reruns it with one more sale to the band > 100, and opens the statement', async () => {
    const { page } = session();
    await login(page, baseUrl, 'comercial', DEMO_PASSWORD);
    await page.goto(`${baseUrl}/areapersonal/calculadora?mes=${MES}`);
    const objetivos = page.getByRole('table', { name: 'Objetivos del mes' });
    const fila = objetivos.getByRole('row').filter({ hasText: month.familia });
    await fila.waitFor();
    expect(await fila.innerText()).toContain('50 %');
    // The key objective at 50 % withholds the commission, and the screen says why.
    await page.getByText('Comisión total no disponible').waitFor();
    await saveScreenshot(page, 'calculadora-comercial');

    await page.getByLabel('Ventas extra').fill('1');
    const simulacion = page.getByRole('region', { name: 'Resultado de la simulación' });
    await simulacion.getByText('> 100', { exact: false }).waitFor();
    expect(await simulacion.innerText()).toContain('120,00 €');
    await saveScreenshot(page, 'calculadora-what-if');

    await page.getByRole('button', { name: 'Ver extracto' }).click();
    const dialog = page.getByRole('dialog', {
      name: `Extracto de ${carlos.nombre_completo} · ${NOMBRE_MES}`,
    });
    await dialog.getByText('Total a liquidar: 0,00 €').waitFor();
    expect(await dialog.innerText()).toContain('No se paga: El objetivo llave');
    expect(await dialog.getByRole('link', { name: /Cliente calculadora/ }).count()).toBe(1);
    await saveScreenshot(page, 'calculadora-extracto');
  });
});

describe("a sold package's order data (Datos del pedido)", () => {
  it('records the order number and days from the package’s row, and finds them on reopening', async () => {
    const { page } = session();
    await login(page, baseUrl, 'comercial', DEMO_PASSWORD);
    await page.goto(`${baseUrl}/areapersonal/calculadora?mes=${MES}`);
    // The journey's own sale (calculadora-api.ts): its package, priced as the offer was saved.
    const accion = `Datos del pedido de Cliente calculadora ${TAG}`;
    const fila = page
      .getByRole('table', { name: 'Paquetes vendidos' })
      .getByRole('row')
      .filter({
        has: page.getByRole('button', { name: accion }),
      });
    expect(await fila.innerText()).toContain('36,30 €');
    const numero = `PED-${TAG}`;

    await fila.getByRole('button', { name: accion }).click();
    let dialog = page.getByRole('dialog', { name: `Datos del pedido de Cliente calculadora ${TAG}` });
    await dialog.getByRole('textbox', { name: 'Número de pedido' }).fill(numero);
    await typeIntoDateField(page, dialog.getByRole('group', { name: 'Fecha de solicitud' }), HOY_TECLEADO);
    await typeIntoDateField(page, dialog.getByRole('group', { name: 'Fecha de activación' }), HOY_TECLEADO);
    await saveScreenshot(page, 'calculadora-datos-pedido');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expectSuccessSnackbar(page, 'Datos del pedido guardados');
    await dialog.waitFor({ state: 'detached' });

    await fila.getByRole('button', { name: accion }).click();
    dialog = page.getByRole('dialog', { name: `Datos del pedido de Cliente calculadora ${TAG}` });
    const campoNumero = dialog.getByRole('textbox', { name: 'Número de pedido' });
    await expect.poll(() => campoNumero.inputValue()).toBe(numero);
    const shown = async (campo: string) =>
      (await dialog.getByRole('group', { name: campo }).innerText()).replace(/[^\d/]/g, '');
    const hoy = `${HOY.slice(8, 10)}/${HOY.slice(5, 7)}/${HOY.slice(0, 4)}`;
    expect(await shown('Fecha de solicitud')).toBe(hoy);
    expect(await shown('Fecha de activación')).toBe(hoy);
    expect(await shown('Fecha de instalación')).not.toMatch(/\d/);
  });
});

describe('the calculator as a Manager', () => {
  it('picks their commercial and copies the month’s objectives to the next month', async () => {
    const { page } = session();
    await login(page, baseUrl, 'manager', DEMO_PASSWORD);
    await page.goto(`${baseUrl}/areapersonal/calculadora?mes=${MES}`);
    await page.getByRole('combobox', { name: 'Comercial' }).click();
    await page.getByRole('option', { name: carlos.nombre_completo }).click();
    await page.getByRole('table', { name: 'Objetivos del mes' }).getByText(month.familia).waitFor();
    expect(new URL(page.url()).searchParams.get('comercial')).toBe(String(carlos.id));
    await saveScreenshot(page, 'calculadora-manager');

    await page.getByRole('button', { name: 'Copiar al mes siguiente' }).click();
    await page
      .getByRole('dialog', { name: 'Copiar objetivos' })
      .getByRole('button', { name: 'Copiar' })
      .click();
    const [year, monthNumber] = MES.split('-').map(Number);
    const siguiente = siguienteMes({ year: year!, month: monthNumber! });
    await expectSuccessSnackbar(
      page,
      `Objetivos copiados de ${MESES[monthNumber! - 1]} a ${MESES[siguiente.month - 1]}`,
    );
    const copiados = await objetivosDe(baseUrl, adminToken, carlos.id, textoMes(siguiente));
    expect(copiados.map((objetivo) => objetivo.familia)).toContain(month.familiaId);
  });
});
