import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { saveScreenshot, useBrowser } from '../support/browser';
import { mainNavigation } from '../support/drawer';
import { login } from '../support/session';
import { DEMO_PASSWORD } from '../support/tenants';

/**
 * Issue 29: the welcome (SPEC §8, 10 s) covered the footer of a dialog opened meanwhile, so its
 * Guardar could not be clicked until the welcome went. It now sits beneath dialogs.
 */

const baseUrl = inject('baseUrl');
const session = useBrowser();

/** Whether the element itself is what a click at its centre reaches (nothing drawn over it). */
const reachable = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });

describe('the welcome and a dialog', () => {
  it('leaves the buttons of a dialog opened while it shows within reach', async () => {
    const { page } = session();
    await login(page, baseUrl, 'comercial', DEMO_PASSWORD);
    const welcome = page.getByRole('alert', { includeHidden: true }).filter({ hasText: 'Bienvenid@' });
    await welcome.waitFor();

    await mainNavigation(page).getByRole('link', { name: 'Teletrabajo' }).click();
    await page.getByRole('button', { name: 'Nuevo cliente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo cliente' });
    const guardar = dialog.getByRole('button', { name: 'Guardar', exact: true });
    await guardar.waitFor();

    // Still there (its 10 s are not over), and over the dialog's footer: it used to be drawn on top.
    expect(await welcome.count()).toBe(1);
    const actions = dialog.locator('.MuiDialogActions-root');
    const [toast, footer] = await Promise.all([welcome.boundingBox(), actions.boundingBox()]);
    if (!toast || !footer) throw new Error('the welcome and the footer should both be laid out');
    const overlaps =
      toast.x < footer.x + footer.width &&
      footer.x < toast.x + toast.width &&
      toast.y < footer.y + footer.height &&
      footer.y < toast.y + toast.height;
    expect(overlaps).toBe(true);
    await saveScreenshot(page, 'bienvenida-bajo-dialogo');
    for (const button of await actions.getByRole('button').all()) expect(await reachable(button)).toBe(true);
  });
});
