import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi } from '../support/api-client';
import { saveScreenshot, useBrowser } from '../support/browser';
import { clienteConAgendado } from '../support/dashboard-api';
import { login } from '../support/session';
import { accessToken, agendadosProximos, uniqueTag } from '../support/telework-api';
import { DEMO_PASSWORD } from '../support/tenants';

/**
 * Issue 31 §1 (decision 234): a Comercial's callbacks come to them. One already due is in the top
 * bar's bell; one that falls due while they work on another screen appears as a notice with its
 * quick answers, and "Hecho" closes it on the server.
 */

const baseUrl = inject('baseUrl');
const session = useBrowser();
let token = '';

beforeAll(async () => {
  token = await accessToken(baseUrl, 'comercial');
});

/** The Comercial's due callbacks as the API counts them (the bell's own read). */
async function vencidosSegunLaApi(): Promise<number> {
  const response = await callApi(baseUrl, 'GET', '/api/clientes/agendados/cuenta/?range=overdue', { token });
  expect(response.status).toBe(200);
  return (response.body as { count: number }).count;
}

describe('callbacks that come to the agent', () => {
  it('counts a due one in the bell and announces one when it falls due, which Hecho closes', async () => {
    const { page } = session();
    const vencido = `Cliente vencido ${uniqueTag()}`;
    const pronto = `Cliente pronto ${uniqueTag()}`;
    // Ten minutes late (a callback may be entered up to a day late), and one in 25 seconds.
    await clienteConAgendado(baseUrl, token, vencido, new Date(Date.now() - 10 * 60_000));
    const cliente = await clienteConAgendado(baseUrl, token, pronto, new Date(Date.now() + 25_000));
    await login(page, baseUrl, 'comercial', DEMO_PASSWORD);
    await page.goto(`${baseUrl}/areapersonal/calculadora`);

    const campana = page.getByRole('button', { name: /^Agendados vencidos: \d+$/ });
    await campana.click();
    const panel = page.getByRole('dialog', { name: 'Agendados vencidos' });
    await panel.getByRole('link', { name: vencido }).waitFor();
    expect(await panel.getByRole('link', { name: pronto }).count()).toBe(0);
    const cuenta = await vencidosSegunLaApi();
    await saveScreenshot(page, 'recordatorios-campana');
    // The popover hides the page from assistive technology while open: the badge is read after.
    await page.keyboard.press('Escape');
    expect(await campana.getAttribute('aria-label')).toBe(`Agendados vencidos: ${cuenta}`);

    // On its time, with no reload and on another screen: the notice, with its answers.
    const aviso = page.getByRole('alertdialog', { name: 'Agendado para ahora' });
    await aviso.getByRole('link', { name: pronto }).waitFor({ timeout: 40_000 });
    await saveScreenshot(page, 'recordatorios-aviso');
    await expect.poll(() => campana.getAttribute('aria-label')).toBe(`Agendados vencidos: ${cuenta + 1}`);
    await aviso.getByRole('button', { name: `Marcar como hecho el agendado de ${pronto}` }).click();
    await aviso.waitFor({ state: 'detached' });
    await expect.poll(() => campana.getAttribute('aria-label')).toBe(`Agendados vencidos: ${cuenta}`);
    // Closed on the server: no longer among the pending callbacks.
    const pendientes = await agendadosProximos(baseUrl, token);
    expect(pendientes.some((agendado) => agendado.cliente.id === cliente.id)).toBe(false);
  });
});
