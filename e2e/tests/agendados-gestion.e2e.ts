import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { saveScreenshot, useBrowser } from '../support/browser';
import { clienteConAgendado } from '../support/dashboard-api';
import { mainNavigation } from '../support/drawer';
import { madridDateTime, madridDay, madridInstantAt } from '../support/madrid-time';
import { login } from '../support/session';
import {
  accessToken,
  agendadosProximos,
  createCliente,
  fecharAtencion,
  uniqueTag,
  uniqueTelefono,
} from '../support/telework-api';
import { clienteDialog, expectSuccessSnackbar, pickFormAction } from '../support/teletrabajo-screen';
import { DEMO_PASSWORD } from '../support/tenants';

/**
 * Issue 29 §1: a callback is moved, closed or cancelled where an agent meets it (the customer's
 * history, the dashboard, the calendar), every screen shows the change at once, the history keeps
 * its order, and a note on a customer with a pending callback offers to close it. Every callback
 * here is tomorrow (Madrid): inside the dashboard's three days and on one calendar month.
 */

const baseUrl = inject('baseUrl');
const session = useBrowser();
const PHONE = { width: 390, height: 844 };

let token = '';
let managerToken = '';
const manana = madridDay(1);
const haceTresDias = madridDay(-3);

beforeAll(async () => {
  token = await accessToken(baseUrl, 'comercial');
  managerToken = await accessToken(baseUrl, 'manager');
});

/** The callback of `clienteId` the dashboard would list now, through the API. */
async function pendienteDe(clienteId: number) {
  return (await agendadosProximos(baseUrl, token)).find((agendado) => agendado.cliente.id === clienteId);
}

/** The dashboard's item for `nombre` (all of the list shown, when it is longer than its first page). */
async function itemDelDashboard(page: Page, nombre: string): Promise<Locator> {
  const tarjeta = page.getByRole('region', { name: 'Agendados próximos 3 días' });
  await tarjeta.getByRole('list', { name: 'Próximos agendados' }).waitFor();
  const todos = tarjeta.getByRole('button', { name: /^Ver los/ });
  if (await todos.count()) await todos.click();
  return tarjeta.getByRole('listitem').filter({ has: page.getByRole('link', { name: nombre, exact: true }) });
}

describe('callbacks an agent manages', () => {
  it('moves one from the history with a quick time, sees it on the calendar and the dashboard, and marks it done', async () => {
    const { page } = session();
    const nombre = `Cliente agendado ${uniqueTag()}`;
    const cliente = await clienteConAgendado(baseUrl, token, nombre, madridInstantAt(manana, '18:00'));
    // Scheduled three days ago (SPEC §4: the attention's date), so a change that re-dated it would show.
    await fecharAtencion(baseUrl, managerToken, (await pendienteDe(cliente.id))!.id, haceTresDias.iso);
    await login(page, baseUrl, 'comercial', DEMO_PASSWORD);

    // The calendar of tomorrow's month holds the callback at 18:00.
    await page.goto(`${baseUrl}/areapersonal/calendario?mes=${manana.iso.slice(0, 7)}`);
    const mes = page.getByRole('table', { name: 'Días del mes' });
    await mes.getByRole('link', { name: `18:00 ${nombre}` }).click();

    // Its link opens the customer (in the app, the calendar stays cached behind it).
    const dialog = clienteDialog(page, nombre);
    await dialog.waitFor();
    await dialog.getByRole('tab', { name: 'Historial (1)' }).click();
    const historial = dialog.getByRole('list', { name: 'Historial de atenciones' });
    const item = historial.getByRole('listitem').first();
    await item.getByText(`Agendado para ${manana.display} 18:00`).waitFor();
    // The attention's own date and author, first on its line.
    const fechaDeLaAtencion = item.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    const antes = await fechaDeLaAtencion.innerText();
    expect(antes).toMatch(new RegExp(`^${haceTresDias.display} 00:00`));

    await item.getByRole('button', { name: `Acciones de agendado de ${nombre}` }).click();
    await page.getByRole('menuitem', { name: 'Cambiar fecha' }).click();
    const cambiar = page.getByRole('dialog', { name: /^Cambiar fecha del agendado/ });
    await cambiar.getByRole('button', { name: 'Mañana 10:00' }).click();
    await saveScreenshot(page, 'agendados-e2e-cambiar-fecha');
    await cambiar.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expectSuccessSnackbar(page, 'Agendado cambiado de fecha correctamente!');
    await cambiar.waitFor({ state: 'detached' });

    // The history says the new time; the attention keeps its date and its place.
    await item.getByText(`Agendado para ${manana.display} 10:00`).waitFor();
    expect(await fechaDeLaAtencion.innerText()).toBe(antes);
    expect(await historial.getByRole('listitem').count()).toBe(1);
    const movido = await pendienteDe(cliente.id);
    expect(madridDateTime(movido?.fechaAgendado ?? '')).toBe(`${manana.display} 10:00`);

    // Back on the calendar (no reload): the callback is at 10:00 already.
    await page.goBack();
    await mes.getByRole('link', { name: `10:00 ${nombre}` }).waitFor();
    expect(await mes.getByRole('link', { name: `18:00 ${nombre}` }).count()).toBe(0);
    await saveScreenshot(page, 'agendados-e2e-calendario');

    // The dashboard lists it for tomorrow at 10:00; its menu, from the keyboard, marks it done.
    await mainNavigation(page).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashBoard');
    const enDashboard = await itemDelDashboard(page, nombre);
    await expect.poll(() => enDashboard.innerText()).toContain('Mañana, 10:00');
    await saveScreenshot(page, 'agendados-e2e-dashboard');
    await enDashboard.getByRole('button', { name: `Acciones de agendado de ${nombre}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Cambiar fecha' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expectSuccessSnackbar(page, 'Agendado marcado como hecho!');
    await enDashboard.waitFor({ state: 'detached' });
    expect(await pendienteDe(cliente.id)).toBeUndefined();

    // And the calendar, again without a reload, shows it closed: no menu left on it.
    await page.goBack();
    await mes.getByRole('link', { name: `10:00 ${nombre}` }).waitFor();
    await expect
      .poll(() => mes.getByRole('button', { name: `Acciones de agendado de ${nombre}` }).count())
      .toBe(0);

    // On a phone the month is a list of days, and the callback's line still fits.
    await page.setViewportSize(PHONE);
    await page.getByRole('link', { name: `10:00 ${nombre}` }).waitFor();
    // Polled: right after the resize the month grid may still be on screen (its link matches
    // too) until the phone list replaces it (CI once measured the grid: 514 px).
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(page, 'agendados-e2e-calendario-390');
  });

  it('offers to mark the pending callback done when a note is added, and does it when asked', async () => {
    const { page } = session();
    const nombre = `Cliente con nota ${uniqueTag()}`;
    const cliente = await clienteConAgendado(baseUrl, token, nombre, madridInstantAt(manana, '12:00'));
    await login(page, baseUrl, 'comercial', DEMO_PASSWORD);
    await page.goto(`${baseUrl}/teletrabajo?cliente=${cliente.id}&modo=view`);
    const dialog = clienteDialog(page, nombre);
    await dialog.waitFor();

    await pickFormAction(page, dialog, 'Añadir nota');
    const nota = page.getByRole('dialog', { name: /^Añadir nota/ });
    const opcion = nota.getByRole('checkbox', {
      name: `Marcar como hecho el agendado pendiente (${manana.display} 12:00)`,
    });
    await opcion.waitFor();
    expect(await opcion.isChecked()).toBe(false);
    await nota.getByRole('textbox', { name: 'Nota' }).fill('Ya lo ha contratado por teléfono');
    await opcion.check();
    await saveScreenshot(page, 'agendados-e2e-nota');
    await nota.getByRole('button', { name: 'Añadir', exact: true }).click();
    await expectSuccessSnackbar(page, 'Agendado marcado como hecho!');
    await nota.waitFor({ state: 'detached' });

    expect(await pendienteDe(cliente.id)).toBeUndefined();
    await dialog.getByRole('tab', { name: 'Notas (1)' }).click();
    await dialog.getByRole('list', { name: 'Notas' }).getByText('Ya lo ha contratado por teléfono').waitFor();
    await dialog.getByRole('tab', { name: 'Historial (1)' }).click();
    const item = dialog.getByRole('list', { name: 'Historial de atenciones' }).getByRole('listitem').first();
    await expect.poll(() => item.innerText()).toMatch(/Agendado\s+Realizado/);
  });

  it("schedules one with a quick time: a first try without a date says so, and the chip's date clears it", async () => {
    const { page } = session();
    const nombre = `Cliente por agendar ${uniqueTag()}`;
    const cliente = await createCliente(baseUrl, token, { nombre, telefonos_contacto: [uniqueTelefono()] });
    await login(page, baseUrl, 'comercial', DEMO_PASSWORD);
    await page.goto(`${baseUrl}/teletrabajo?cliente=${cliente.id}&modo=view`);
    const dialog = clienteDialog(page, nombre);
    await dialog.waitFor();

    await pickFormAction(page, dialog, 'Agendar');
    const agendar = page.getByRole('dialog', { name: /^Agendar/ });
    const boton = agendar.getByRole('button', { name: 'Agendar', exact: true });
    await boton.click();
    const sinFecha = agendar.getByText('Indique la fecha del agendado');
    await sinFecha.waitFor();
    // Issue 29 §5: the error stayed red after a quick time had filled the date.
    await agendar.getByRole('button', { name: 'Mañana 10:00' }).click();
    await sinFecha.waitFor({ state: 'detached' });
    await saveScreenshot(page, 'agendados-e2e-agendar-hora-rapida');
    await boton.click();
    await expectSuccessSnackbar(page, 'Agendado Correctamente!');
    await agendar.waitFor({ state: 'detached' });
    expect(madridDateTime((await pendienteDe(cliente.id))?.fechaAgendado ?? '')).toBe(
      `${manana.display} 10:00`,
    );
  });
});
