import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { login } from '../support/session';
import { DEMO_PASSWORD } from '../support/tenants';

const baseUrl = inject('baseUrl');
const session = useBrowser();

describe('Dispositivos as a Comercial (group A)', () => {
  it("lists the active devices and reads a device's installments, with nothing to change and no price history", async () => {
    const { page } = session();
    await login(page, baseUrl, 'comercial', DEMO_PASSWORD);
    await page.goto(`${baseUrl}/devicemanagement`);
    const actions = page.getByRole('button', { name: /^Acciones de / });
    await expect.poll(() => actions.count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Nuevo dispositivo' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Importar' }).count()).toBe(0);

    await actions.first().click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
      'Ver',
      'Historial de upfronts',
      'Cuotas',
    ]);
    await menu.getByRole('menuitem', { name: 'Cuotas' }).click();
    const cuotas = page.getByRole('dialog', { name: /Cuotas/ });
    // The demo gives every device installments on several tariffs.
    await expect.poll(() => cuotas.getByRole('row').count()).toBeGreaterThan(2);
    expect(await cuotas.getByRole('button', { name: 'Añadir' }).count()).toBe(0);
    expect(await cuotas.getByRole('button', { name: /^Borrar cuota/ }).count()).toBe(0);
  });
});
