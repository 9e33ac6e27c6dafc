import { describe, expect, inject, it } from 'vitest';
import { callApi } from '../support/api-client';
import { saveScreenshot, useBrowser } from '../support/browser';
import { mainNavigation } from '../support/drawer';
import { login } from '../support/session';
import { DEMO_PASSWORD } from '../support/tenants';

/**
 * SPEC §2 and issue 29: a SuperAdmin tapping the drawer's version footer gets hints after 4 taps
 * and developer mode at 8. Developer mode then shows the build, the last API calls with the
 * request id of a failed one (the server's `x-request-id`, which its log lines carry) and the API
 * reference; it survives a reload and is turned off from its own panel.
 */

const baseUrl = inject('baseUrl');
const session = useBrowser();
/** No demo customer has this id: opening it is a 404 the panel then lists. */
const NO_CLIENTE = 99_999_999;

describe('developer mode', () => {
  it('shows a SuperAdmin the build, the last calls with the failed one’s request id, and the API reference', async () => {
    const { page, allowConsoleError } = session();
    allowConsoleError(/status of 404\b/);
    await login(page, baseUrl, 'superadmin', DEMO_PASSWORD);
    const devButton = page.getByRole('button', { name: 'Modo desarrollador' });
    expect(await devButton.count()).toBe(0);

    const footer = mainNavigation(page).getByRole('button', { name: /^Versión / });
    for (let tap = 1; tap <= 4; tap += 1) await footer.click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Está a 4 pulsaciones de activar el modo desarrollador' })
      .waitFor();
    for (let tap = 5; tap <= 8; tap += 1) await footer.click();
    await page.getByRole('alert').filter({ hasText: 'Modo desarrollador activado' }).waitFor();
    await devButton.waitFor();

    // A reload keeps it (and records the start-up's calls); a customer that does not exist fails.
    await page.goto(`${baseUrl}/teletrabajo?cliente=${NO_CLIENTE}&modo=view`);
    await page.getByRole('alert').filter({ hasText: 'No se ha encontrado al cliente' }).waitFor();
    await devButton.click();
    const panel = page.getByRole('dialog', { name: 'Modo desarrollador' });
    await panel.waitFor();

    expect(
      await panel.getByText(/^Versión \d+\.\d+\.\d+ · producción · compilada el \d\d\/\d\d\/\d{4}/).count(),
    ).toBe(1);
    const calls = panel.getByRole('table', { name: 'Últimas llamadas a la API' });
    const failed = calls
      .getByRole('row')
      .filter({ hasText: `/api/clientes/entradas/${NO_CLIENTE}/` })
      .first();
    const cells = (await failed.getByRole('cell').allInnerTexts()).map((text) => text.trim());
    expect(cells.slice(1, 4)).toEqual(['GET', `/api/clientes/entradas/${NO_CLIENTE}/`, '404']);
    expect(cells[4]).toMatch(/^\d+ ms$/);
    // The id the server gave that request, as its log line names it.
    expect(cells[5]).toMatch(/^[0-9a-f]{16}$/);
    // Calls that went well list no id; the user detail of the reload is among them.
    const detalle = calls.getByRole('row').filter({ hasText: '/api/cuentas/detalle/' }).first();
    expect((await detalle.getByRole('cell').allInnerTexts()).map((text) => text.trim())[3]).toBe('200');

    const reference = panel.getByRole('link', { name: 'Abrir la referencia de la API' });
    expect(await reference.getAttribute('href')).toBe('/api/docs');
    // The demo publishes the reference (API_DOCS=public): the link opens it.
    expect((await callApi(baseUrl, 'GET', '/api/docs/json')).status).toBe(200);
    await saveScreenshot(page, 'modo-desarrollador-panel');

    await panel.getByRole('button', { name: 'Desactivar modo desarrollador' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await devButton.count()).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: 'Menú de usuario' }).waitFor();
    expect(await devButton.count()).toBe(0);
  });

  it('offers no taps to anyone but a SuperAdmin', async () => {
    const { page } = session();
    await login(page, baseUrl, 'admin', DEMO_PASSWORD);
    await mainNavigation(page)
      .getByText(/^Versión /)
      .waitFor();
    expect(
      await mainNavigation(page)
        .getByRole('button', { name: /^Versión / })
        .count(),
    ).toBe(0);
  });
});
