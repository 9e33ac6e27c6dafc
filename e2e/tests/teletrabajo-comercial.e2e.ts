import { beforeAll, describe, expect, inject, it } from 'vitest';
import { saveScreenshot, useBrowser } from '../support/browser';
import { madridDateTime, madridDay } from '../support/madrid-time';
import { login } from '../support/session';
import {
  accessToken,
  createCliente,
  cuentaDetalle,
  findCliente,
  uniqueTag,
  uniqueTelefono,
} from '../support/telework-api';
import {
  chooseOption,
  clienteDialog,
  clienteRows,
  expectSuccessSnackbar,
  openTeletrabajo,
  pickFormAction,
  topBarSearch,
  typeIntoDateField,
  waitForTotal,
} from '../support/teletrabajo-screen';
import { DEMO_PASSWORD } from '../support/tenants';

const baseUrl = inject('baseUrl');
const session = useBrowser();

let comercialToken = '';
let managerToken = '';

describe('teletrabajo as a Comercial', () => {
  beforeAll(async () => {
    comercialToken = await accessToken(baseUrl, 'comercial');
    managerToken = await accessToken(baseUrl, 'manager');
  });

  it('finds a customer by phone, edits it, schedules a callback, adds a note and records no interest', async () => {
    const { page } = session();
    const tag = uniqueTag();
    const cliente = await createCliente(baseUrl, comercialToken, {
      nombre: `Cliente ${tag}`,
      telefonos_contacto: [uniqueTelefono()],
      email: `${tag}@correo.es`,
    });
    const telefono = cliente.telefonos_contacto[0] ?? '';
    await login(page, baseUrl, 'comercial', DEMO_PASSWORD);
    await openTeletrabajo(page);

    // Search by phone: exactly that customer is left.
    await topBarSearch(page).fill(telefono);
    await page.waitForURL((url) => url.searchParams.get('search') === telefono);
    const rows = clienteRows(page);
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(() => rows.first().innerText()).toContain(cliente.nombre);
    expect(await waitForTotal(page)).toBe(1);

    // Open it and change the email.
    await rows.first().getByRole('gridcell').first().click();
    const dialog = clienteDialog(page, cliente.nombre);
    await dialog.waitFor();
    const nuevoEmail = `${tag}-editado@correo.es`;
    await dialog.getByRole('textbox', { name: 'Email' }).fill(nuevoEmail);
    await dialog.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expectSuccessSnackbar(page, 'Guardado correctamente');
    await expect
      .poll(async () => (await findCliente(baseUrl, comercialToken, cliente.id))?.email)
      .toBe(nuevoEmail);
    await saveScreenshot(page, 'teletrabajo-e2e-comercial-saved');

    // A reload reopens the same customer (its id is in the URL) with the saved value.
    await page.reload();
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(nuevoEmail);

    // Agendar: tomorrow 11:30, Madrid time, typed into the date-time field.
    const manana = madridDay(1);
    await pickFormAction(page, dialog, 'Agendar');
    const agendar = page.getByRole('dialog', { name: /^Agendar/ });
    await typeIntoDateField(
      page,
      agendar.getByRole('group', { name: 'Fecha y hora (hora de Madrid)' }),
      `${manana.typed}1130`,
    );
    await agendar.getByRole('button', { name: 'Agendar', exact: true }).click();
    await expectSuccessSnackbar(page, 'Agendado Correctamente!');
    await agendar.waitFor({ state: 'detached' });
    const agendado = await findCliente(baseUrl, comercialToken, cliente.id);
    expect(agendado?.estado).toBe('AGENDADO');
    expect(agendado?.last_atencion?.tipo).toBe('AGENDADO');
    expect(madridDateTime(agendado?.last_atencion?.fecha_agendado ?? '')).toBe(`${manana.display} 11:30`);

    await dialog.getByRole('tab', { name: 'Historial (1)' }).click();
    const historial = dialog.getByRole('list', { name: 'Historial de atenciones' });
    await historial.getByText(`Agendado para ${manana.display} 11:30`).waitFor();
    expect(await historial.getByRole('listitem').first().innerText()).toMatch(/Agendado\s+Pendiente/);
    await saveScreenshot(page, 'teletrabajo-e2e-comercial-historial');

    // A note, shown under Notas.
    const nota = `Llamar por la tarde (${tag})`;
    await pickFormAction(page, dialog, 'Añadir nota');
    const notaDialog = page.getByRole('dialog', { name: /^Añadir nota/ });
    await notaDialog.getByRole('textbox', { name: 'Nota' }).fill(nota);
    await notaDialog.getByRole('button', { name: 'Añadir', exact: true }).click();
    await expectSuccessSnackbar(page, 'Nota añadido con éxito!');
    await notaDialog.waitFor({ state: 'detached' });
    await dialog.getByRole('tab', { name: 'Notas (1)' }).click();
    await dialog.getByRole('list', { name: 'Notas' }).getByText(nota).waitFor();

    // No interesado, with a reason and a type.
    await pickFormAction(page, dialog, 'No interesado');
    const noInteresado = page.getByRole('dialog', { name: /^No interesado/ });
    await chooseOption(page, noInteresado, 'Razón', 'Precio');
    await chooseOption(page, noInteresado, 'Tipo', 'Definitivo');
    await noInteresado.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expectSuccessSnackbar(page, 'No interesado añadido correctamente!');
    await noInteresado.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await findCliente(baseUrl, comercialToken, cliente.id))?.estado)
      .toBe('NO_INTERESADO');
    await dialog.getByRole('tab', { name: 'Historial (2)' }).click();
    await historial.getByText('Razón: Precio · Tipo: Definitivo').waitFor();

    // Back on the list, the row shows the new estado.
    await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => rows.first().innerText()).toContain('No interesado');
    await saveScreenshot(page, 'teletrabajo-e2e-comercial-no-interesado');
  });

  it('does not see a customer assigned to the manager, by search nor through the API', async () => {
    const { page } = session();
    const manager = await cuentaDetalle(baseUrl, managerToken);
    const tag = uniqueTag();
    const ajeno = await createCliente(baseUrl, managerToken, {
      nombre: `Cliente del manager ${tag}`,
      telefonos_contacto: [uniqueTelefono()],
      comercial: manager.id,
    });
    expect(ajeno.comercial?.id).toBe(manager.id);
    const telefono = ajeno.telefonos_contacto[0] ?? '';

    await login(page, baseUrl, 'comercial', DEMO_PASSWORD);
    await openTeletrabajo(page);
    await topBarSearch(page).fill(telefono);
    await page.getByText('No hay clientes que coincidan con los filtros').waitFor();
    expect(await clienteRows(page).count()).toBe(0);
    expect(await waitForTotal(page)).toBe(0);
    expect(await findCliente(baseUrl, comercialToken, ajeno.id)).toBeNull();
    await saveScreenshot(page, 'teletrabajo-e2e-comercial-ajeno');
  });
});
