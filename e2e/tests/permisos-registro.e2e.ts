import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi, obtainTokens } from '../support/api-client';
import { saveScreenshot, useBrowser } from '../support/browser';
import { PASSWORD_NUEVA, submitLogin, uniqueSuffix } from '../support/cuentas-admin';
import { drawerEntries, mainNavigation } from '../support/drawer';
import { hostOf, PLATFORM_LABEL } from '../support/plataforma-admin';
import { pathOf } from '../support/session';
import { expectSuccessSnackbar } from '../support/teletrabajo-screen';
import { DEMO_PASSWORD } from '../support/tenants';

/**
 * Issue 29 §3 in Chromium: the registry's permissions switch sections on. The platform's
 * SuperAdmin gives a group of its own (group E, which no code names) the Tiendas permission in
 * Administración's Grupos tab; the SuperAdmin of a distributor holding group E sees Tiendas in the
 * drawer after a reload and opens it, with no restart; revoking it takes Tiendas away again.
 */

const baseUrl = inject('baseUrl');
const session = useBrowser();
const plataforma = hostOf(baseUrl, PLATFORM_LABEL);
const tag = uniqueSuffix();
const grupo = `E${tag}`;
const subdomain = `e2epermisos${tag}`;
const distribuidor = hostOf(baseUrl, subdomain);
const usuario = `jefe${tag}`;
let platformToken = '';
let distribuidorId = 0;
let grupoId = 0;

async function expectOk(what: string, response: { status: number; body: unknown }, status = 200) {
  if (response.status !== status)
    throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
}

beforeAll(async () => {
  // The setting up, through the API: group E, a distributor holding it and its first SuperAdmin,
  // who has already chosen their own password.
  platformToken = (await obtainTokens(plataforma, 'superadmin', DEMO_PASSWORD)).access;
  const creado = await callApi(plataforma, 'POST', '/api/groups/', {
    token: platformToken,
    body: { name: grupo },
  });
  await expectOk('POST /api/groups/', creado, 201);
  grupoId = (creado.body as { id: number }).id;
  const alta = await callApi(plataforma, 'POST', '/api/distribuidores/distribuidor/', {
    token: platformToken,
    body: { name: `Permisos ${tag}`, subdomain, groups: [grupo], superadmin_username: usuario },
  });
  await expectOk('POST /api/distribuidores/distribuidor/', alta, 201);
  const body = alta.body as { distribuidor: { id: number }; superadmin: { password_inicial: string } };
  distribuidorId = body.distribuidor.id;
  const inicial = body.superadmin.password_inicial;
  const { access } = await obtainTokens(distribuidor, usuario, inicial);
  const cambio = await callApi(distribuidor, 'POST', '/api/cuentas/cambiar-password/', {
    token: access,
    body: { password_actual: inicial, password: PASSWORD_NUEVA, password2: PASSWORD_NUEVA },
  });
  await expectOk('POST /api/cuentas/cambiar-password/', cambio);
});

afterAll(async () => {
  if (distribuidorId)
    await callApi(plataforma, 'DELETE', `/api/distribuidores/distribuidor/${distribuidorId}/`, {
      token: platformToken,
    });
});

/** Ticks or unticks the Tiendas permission of group E in Administración, and saves. */
async function permisoTiendas(page: Page, marcado: boolean, captura: string): Promise<void> {
  await page.goto(`${plataforma}/distribuidores/grupos`);
  await page.getByRole('button', { name: `Permisos del grupo ${grupo}` }).click();
  const dialogo = page.getByRole('dialog', { name: `Permisos del grupo ${grupo}` });
  const tiendas = dialogo.getByRole('checkbox', { name: /Puede ver tiendas/ });
  await tiendas.setChecked(marcado);
  await saveScreenshot(page, captura);
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expectSuccessSnackbar(page, 'Permisos del Grupo Guardados!');
  await dialogo.waitFor({ state: 'detached' });
}

describe('the registry switches a section on for a group of the platform’s own', () => {
  it('grants group E Tiendas in Administración, its distributor opens it after a reload, and revoking shuts it', async () => {
    const { context, page } = session();
    // The platform's SuperAdmin on one tab, group E's distributor on another (each host its own session).
    const tienda = await context.newPage();

    await submitLogin(tienda, distribuidor, usuario, PASSWORD_NUEVA);
    expect(pathOf(tienda)).toBe('/dashBoard');
    expect(await drawerEntries(tienda)).not.toContain('Tiendas');

    await submitLogin(page, plataforma, 'superadmin', DEMO_PASSWORD);
    await permisoTiendas(page, true, 'permisos-registro-conceder');
    const grupos = await callApi(plataforma, 'GET', '/api/groups/', { token: platformToken });
    const permisos = await callApi(plataforma, 'GET', '/api/permissions/', { token: platformToken });
    const tiendasId = (permisos.body as Array<{ id: number; codename: string }>).find(
      (p) => p.codename === 'view_tiendas',
    )?.id;
    expect(
      (grupos.body as Array<{ id: number; permissions: number[] }>).find((g) => g.id === grupoId),
    ).toEqual(expect.objectContaining({ permissions: [tiendasId] }));

    // No restart: the distributor's next load reads the registry.
    await tienda.reload();
    await mainNavigation(tienda).getByRole('link', { name: 'Tiendas' }).waitFor();
    expect(await drawerEntries(tienda)).toContain('Tiendas');
    await mainNavigation(tienda).getByRole('link', { name: 'Tiendas' }).click();
    await tienda.waitForURL((url) => url.pathname === '/tiendas');
    await tienda.getByRole('heading', { level: 1, name: 'Tiendas' }).waitFor({ state: 'attached' });
    await tienda.getByRole('button', { name: 'Nueva tienda' }).waitFor();
    await saveScreenshot(tienda, 'permisos-registro-tiendas-abierta');

    await permisoTiendas(page, false, 'permisos-registro-revocar');
    await tienda.goto(`${distribuidor}/dashBoard`);
    await mainNavigation(tienda).getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await drawerEntries(tienda)).not.toContain('Tiendas');
    await saveScreenshot(tienda, 'permisos-registro-sin-tiendas');
    // And the screen itself is shut: the guard's logout, explained on the login screen.
    await tienda.goto(`${distribuidor}/tiendas`);
    await tienda.waitForURL((url) => url.pathname === '/login');
    await tienda
      .getByRole('status')
      .filter({ hasText: 'Se cerró la sesión porque su usuario no tiene acceso a «Tiendas».' })
      .waitFor();
  });
});
