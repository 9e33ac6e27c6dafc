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

    // A demo device (other tests add devices of their own, with fewer installments).
    await page.getByLabel('Buscar', { exact: true }).fill('Samsung Galaxy S25 128GB');
    // One per operator that sells it (A and B).
    await expect.poll(() => actions.count()).toBeLessThanOrEqual(2);
    await page.getByRole('button', { name: 'Acciones de Samsung Galaxy S25 128GB' }).first().click();
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
