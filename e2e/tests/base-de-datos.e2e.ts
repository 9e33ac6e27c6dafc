import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  cuenta,
  definitionList,
  DESKTOP_VIEWPORT,
  elegirComercial,
  openBbddTab,
  PHONE_VIEWPORT,
  screenshotFromTop,
  tappableAtPageEnd,
  tabReaches,
  viewportScreenshot,
} from '../support/bbdd-screen';
import { useBrowser } from '../support/browser';
import { comercialConPasswordPropia } from '../support/cuentas-admin';
import { leadListCsv } from '../support/lead-list';
import { login } from '../support/session';
import { waitForTotal } from '../support/teletrabajo-screen';
import { uniqueTag } from '../support/telework-api';
import { DEMO_PASSWORD } from '../support/tenants';

/**
 * Issue 17 in Chromium, as the SuperAdmin: a 1,000-row lead list with bad rows goes through the
 * mapping and the dry run (whose totals must be exactly the file's), is applied, dealt out evenly
 * to two accounts, and shows in Rendimiento por origen and in Teletrabajo with the same count.
 */

const baseUrl = inject('baseUrl');
const session = useBrowser();
const ficheros = mkdtempSync(path.join(os.tmpdir(), 'ventas-e2e-bbdd-'));
afterAll(() => rmSync(ficheros, { recursive: true, force: true }));

const FILAS = 1000;
/** Header → the field the screen must suggest for it (the contract's labels). */
const MAPEO_SUGERIDO = {
  'Nombre y apellidos': 'Nombre',
  DNI: 'Documento',
  Móvil: 'Teléfono',
  'Código Postal': 'Código postal',
  Población: 'Localidad',
};
const campo = (cabecera: string) => `Campo de «${cabecera}»`;

describe('Base de datos as the SuperAdmin', () => {
  it('imports a 1,000-row list, deals it out to two accounts and sees it in the origin performance', async () => {
    const { page } = session();
    // The demo seed's phones are 610…, uniqueTelefono's 69…: seeds 20–89 meet neither.
    const fichero = path.join(ficheros, 'leads-feria.csv');
    const esperado = leadListCsv(fichero, 20 + (Date.now() % 70), FILAS);
    const origen = `Feria ${uniqueTag()}`;
    // Two commercials of this journey's own: the demo's accounts keep the customers other
    // journeys count (980 more for Carlos would change what Teletrabajo's filters show them).
    const primero = (await comercialConPasswordPropia(baseUrl, 'Ana')).nombre_completo;
    const segundo = (await comercialConPasswordPropia(baseUrl, 'Luis')).nombre_completo;
    await login(page, baseUrl, 'superadmin', DEMO_PASSWORD);

    // Step 1: the file.
    await openBbddTab(page, baseUrl, 'importar', 'Importar');
    await page.getByRole('button', { name: 'Elegir fichero' }).waitFor();
    await screenshotFromTop(page, 'bbdd-1-fichero');
    await page.getByLabel('Fichero de la lista').setInputFiles(fichero);

    // Step 2: a new origin, then the suggested field of each column.
    await page.getByText('leads-feria.csv: 5 columnas.').waitFor();
    await page.getByRole('button', { name: 'Nuevo origen' }).click();
    await page.getByRole('textbox', { name: 'Nombre del nuevo origen' }).fill(origen);
    await page.getByRole('button', { name: 'Crear', exact: true }).click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Origen BD' }).innerText()).toBe(origen);
    await page.getByRole('list', { name: 'Columnas del fichero' }).waitFor();
    for (const [cabecera, sugerido] of Object.entries(MAPEO_SUGERIDO)) {
      expect(await page.getByRole('combobox', { name: campo(cabecera) }).innerText(), cabecera).toBe(
        sugerido,
      );
    }
    await screenshotFromTop(page, 'bbdd-2-mapeo');
    await page.setViewportSize(PHONE_VIEWPORT);
    // At 390 px the last button still takes a tap once the page is scrolled to its end (soft: the
    // journey goes on, and the test still fails if the bottom bar covers it).
    expect
      .soft(
        await tappableAtPageEnd(page.getByRole('button', { name: 'Comprobar' })),
        'at 390 px the bottom bar covers «Comprobar»',
      )
      .toBe(true);
    await screenshotFromTop(page, 'bbdd-2-mapeo-movil');
    await page.setViewportSize(DESKTOP_VIEWPORT);

    // The keyboard alone reaches every column's select and "Comprobar", which Enter presses.
    const comprobar = page.getByRole('button', { name: 'Comprobar' });
    const selects = Object.keys(MAPEO_SUGERIDO).map((c) => page.getByRole('combobox', { name: campo(c) }));
    const origenSelect = page.getByRole('combobox', { name: 'Origen BD' });
    expect(await tabReaches(page, origenSelect, [...selects, comprobar])).toBe(selects.length + 1);
    await page.keyboard.press('Enter');

    // Step 3: the dry run's totals are exactly the file's classes.
    await page.getByText('Comprobación terminada: revise el resultado antes de aplicar.').waitFor();
    const totales = await definitionList(page.locator('dl[aria-label="Totales por clase"]'));
    expect(totales).toEqual({
      Nuevos: String(esperado.nuevo),
      'Ya existen': '0',
      'Repetidos en el fichero': String(esperado.repetido),
      'No válidos': String(esperado.invalido),
      'En la lista de no llamar': '0',
      Filas: FILAS.toLocaleString('es-ES'),
    });
    await screenshotFromTop(page, 'bbdd-3-comprobacion');
    await page.getByRole('tab', { name: `No válidos (${esperado.invalido})` }).click();
    const invalidas = page.getByRole('table', { name: 'Filas: No válidos' });
    // Each bad row says why, in Spanish: a wrong DNI letter, a phone too short.
    await invalidas.getByRole('row').filter({ hasText: 'Teléfono no válido: 12345' }).first().waitFor();
    await invalidas
      .getByRole('row')
      .filter({ hasText: 'La letra del DNI no es correcta (12345678A)' })
      .first()
      .waitFor();
    expect(await invalidas.getByRole('row').count()).toBe(esperado.invalido + 1);
    await screenshotFromTop(page, 'bbdd-3-no-validos');

    // Step 4: apply, from the keyboard too, confirmed with what the dry run counted.
    const aplicar = page.getByRole('button', { name: 'Aplicar', exact: true });
    const descargar = page.getByRole('button', { name: 'Descargar clasificación' });
    expect(await tabReaches(page, descargar, [aplicar])).toBe(1);
    await page.keyboard.press('Enter');
    const confirmar = page.getByRole('dialog', { name: 'Aplicar la importación' });
    await confirmar.getByText(`Se crearán ${esperado.nuevo} clientes con el origen «${origen}»`).waitFor();
    await viewportScreenshot(page, 'bbdd-4-confirmar');
    await confirmar.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText('Importación aplicada', { exact: true }).first().waitFor({ timeout: 60_000 });
    const resultado = await definitionList(page.locator('dl[aria-label="Resultado"]'));
    // Omitidos: every row not imported (the invalid and the repeated ones).
    expect(resultado).toEqual({
      Creados: String(esperado.nuevo),
      Actualizados: '0',
      Omitidos: String(esperado.invalido + esperado.repetido),
    });
    await screenshotFromTop(page, 'bbdd-5-resultado');
    await page.setViewportSize(PHONE_VIEWPORT);
    expect
      .soft(
        await tappableAtPageEnd(page.getByRole('button', { name: 'Importar otra lista' })),
        'at 390 px the bottom bar covers «Importar otra lista»',
      )
      .toBe(true);
    await screenshotFromTop(page, 'bbdd-5-resultado-movil');
    await page.setViewportSize(DESKTOP_VIEWPORT);

    // Reparto: the origin comes from the link; two accounts, evenly.
    await page.getByRole('link', { name: 'Repartir' }).click();
    await page.getByRole('tab', { name: 'Reparto', selected: true }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Origen BBDD' }).innerText()).toBe(origen);
    await elegirComercial(page, primero);
    await elegirComercial(page, segundo);
    expect(await page.getByRole('radio', { name: 'A partes iguales' }).isChecked()).toBe(true);
    const previsto = page.getByRole('list', { name: 'Reparto previsto' });
    await previsto.getByText(`${segundo}: `).waitFor();
    const vista = page.getByRole('region', { name: 'Vista previa' });
    const mitad = (esperado.nuevo / 2).toLocaleString('es-ES');
    expect(await vista.getByRole('status').innerText()).toContain(
      `${esperado.nuevo} clientes sin asignar coinciden. Se repartirán ${esperado.nuevo}:`,
    );
    expect(await previsto.getByRole('listitem').allInnerTexts()).toEqual([
      `${primero}: ${mitad}`,
      `${segundo}: ${mitad}`,
    ]);
    await screenshotFromTop(page, 'bbdd-6-reparto-vista-previa');
    await vista.getByRole('button', { name: 'Repartir' }).click();
    const repartir = page.getByRole('dialog', { name: 'Repartir clientes' });
    await repartir
      .getByText(`Se asignarán ${esperado.nuevo} clientes sin asignar a 2 comerciales.`)
      .waitFor();
    await repartir.getByRole('button', { name: 'Repartir' }).click();
    const hecho = page.getByRole('status').filter({ hasText: 'Reparto hecho:' });
    await hecho.waitFor({ timeout: 60_000 });
    expect(await hecho.getByText(/^Reparto hecho:/).innerText()).toBe(
      `Reparto hecho: ${esperado.nuevo} clientes asignados`,
    );
    expect(
      await hecho.getByRole('list', { name: 'Clientes asignados' }).getByRole('listitem').allInnerTexts(),
    ).toEqual([`${primero}: ${mitad}`, `${segundo}: ${mitad}`]);
    await screenshotFromTop(page, 'bbdd-7-reparto-hecho');

    // Rendimiento por origen: the origin's leads, and the same count in Teletrabajo.
    await page.getByRole('tab', { name: 'Rendimiento por origen' }).click();
    const leads = page.getByRole('link', { name: new RegExp(`^Leads de ${origen}: `) });
    await leads.waitFor();
    expect(cuenta(await leads.innerText())).toBe(esperado.nuevo);
    await screenshotFromTop(page, 'bbdd-8-rendimiento');
    await leads.click();
    await page.waitForURL((url) => url.pathname === '/teletrabajo');
    await expect.poll(() => waitForTotal(page), { timeout: 30_000 }).toBe(esperado.nuevo);
    await screenshotFromTop(page, 'bbdd-9-teletrabajo');
  }, 120_000);
});
