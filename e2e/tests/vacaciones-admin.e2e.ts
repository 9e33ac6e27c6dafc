import { beforeAll, describe, expect, inject, it } from 'vitest';
import { saveScreenshot, useBrowser } from '../support/browser';
import { comercialConPasswordPropia, holidaysDe, type CuentaCreada } from '../support/cuentas-admin';
import { madridDay } from '../support/madrid-time';
import { login } from '../support/session';
import { accessToken } from '../support/telework-api';
import { chooseOption, expectSuccessSnackbar, typeIntoDateField } from '../support/teletrabajo-screen';
import { DEMO_PASSWORD } from '../support/tenants';

/**
 * Issue 16, holidays in Chromium: the demo Admin records a commercial's holidays in
 * /ManagementBase's Vacaciones tab, is refused an overlapping range with the server's message, and
 * deletes them. The commercial is made for this file: the demo ones' working days feed the
 * calculator journeys and stay untouched.
 */

const baseUrl = inject('baseUrl');
const session = useBrowser();
let comercial: CuentaCreada;

/** Day `n` of the current Madrid month, in the forms the API and the date field use. */
function diaDelMes(n: number) {
  const hoy = madridDay(0);
  const [year, month] = hoy.iso.split('-');
  const dd = String(n).padStart(2, '0');
  return { iso: `${year}-${month}-${dd}`, display: `${dd}/${month}/${year}`, typed: `${dd}${month}${year}` };
}
const DESDE = diaDelMes(10);
const HASTA = diaDelMes(12);
const SOLAPE_DESDE = diaDelMes(12);
const SOLAPE_HASTA = diaDelMes(14);

beforeAll(async () => {
  comercial = await comercialConPasswordPropia(baseUrl, 'Vacacionista');
});

describe('Vacaciones as an Admin', () => {
  it('records a holiday, refuses an overlapping one with the server’s message, and deletes it', async () => {
    const { page, allowConsoleError } = session();
    // The refused overlap is a 400 the browser logs on its own.
    allowConsoleError(/status of 400\b.*\/api\/cuentas\/holidays\/$/);
    const adminToken = await accessToken(baseUrl, 'admin');

    await login(page, baseUrl, 'admin', DEMO_PASSWORD);
    await page.goto(`${baseUrl}/ManagementBase?tab=vacaciones`);
    await page.getByRole('button', { name: 'Nuevas vacaciones' }).waitFor();
    await saveScreenshot(page, 'vacaciones-admin-tab');

    const crear = async (desde: string, hasta: string) => {
      await page.getByRole('button', { name: 'Nuevas vacaciones' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nuevas vacaciones' });
      await chooseOption(page, dialog, 'Comercial', comercial.nombre_completo);
      await typeIntoDateField(page, dialog.getByRole('group', { name: 'Desde' }), desde);
      await typeIntoDateField(page, dialog.getByRole('group', { name: 'Hasta' }), hasta);
      await dialog.getByRole('textbox', { name: 'Descripción' }).fill('Puente');
      return dialog;
    };

    const dialog = await crear(DESDE.typed, HASTA.typed);
    await saveScreenshot(page, 'vacaciones-admin-nuevas');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expectSuccessSnackbar(page, 'Vacaciones Creadas!');
    await dialog.waitFor({ state: 'detached' });
    const fila = page.getByRole('table', { name: 'Vacaciones' }).getByRole('row').filter({
      hasText: comercial.nombre_completo,
    });
    await fila.waitFor();
    expect(await fila.innerText()).toMatch(
      new RegExp(`${DESDE.display}\\s+${HASTA.display}\\s+3 días\\s+Puente`),
    );
    expect(await holidaysDe(baseUrl, adminToken, comercial.id, DESDE.iso, HASTA.iso)).toEqual([
      expect.objectContaining({ start_date: DESDE.iso, end_date: HASTA.iso }),
    ]);
    await saveScreenshot(page, 'vacaciones-admin-creadas');

    const solape = await crear(SOLAPE_DESDE.typed, SOLAPE_HASTA.typed);
    await solape.getByRole('button', { name: 'Guardar' }).click();
    const mensaje = `Las fechas se solapan con otras vacaciones de este comercial (del ${DESDE.display} al ${HASTA.display})`;
    await solape.getByText(mensaje).first().waitFor();
    await page
      .getByRole('alert', { includeHidden: true })
      .filter({ hasText: 'Error al crear las Vacaciones' })
      .waitFor();
    await saveScreenshot(page, 'vacaciones-admin-solape');
    await solape.getByRole('button', { name: 'Cancelar' }).click();
    await solape.waitFor({ state: 'detached' });
    expect(await holidaysDe(baseUrl, adminToken, comercial.id, DESDE.iso, SOLAPE_HASTA.iso)).toHaveLength(1);

    await fila
      .getByRole('button', { name: `Borrar vacaciones de ${comercial.nombre_completo}, ${DESDE.display}` })
      .click();
    const confirmar = page.getByRole('dialog', { name: 'Borrar vacaciones' });
    await confirmar.getByRole('button', { name: 'Borrar', exact: true }).click();
    await expectSuccessSnackbar(page, 'Holiday Borrado!');
    await fila.waitFor({ state: 'detached' });
    expect(await holidaysDe(baseUrl, adminToken, comercial.id, DESDE.iso, SOLAPE_HASTA.iso)).toEqual([]);
  });
});
