import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { saveScreenshot } from './browser';
import { SCREENSHOTS_DIR } from './paths';

/**
 * /databaseManagement as a SuperAdmin finds it (apps/web/src/features/importaciones, reparto,
 * rendimiento-origen): by roles and the visible Spanish names. Nothing here reads CSS classes.
 */

/** A phone's viewport (iPhone 12–15), for the screenshots of the steps that reflow most. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };
/** The desktop viewport `useBrowser` opens with. */
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

/** Opens one tab of /databaseManagement and waits for it to be the selected one. */
export async function openBbddTab(page: Page, baseUrl: string, key: string, label: string): Promise<void> {
  await page.goto(`${baseUrl}/databaseManagement?tab=${key}`);
  await page.getByRole('tab', { name: label, selected: true }).waitFor();
}

/** A count as the screens write it (es-ES: '1.000'), as a number. */
export const cuenta = (texto: string): number => Number(texto.replace(/\D/g, ''));

/** A `<dl>`'s terms and their values ('Nuevos' → '980'), in order. */
export async function definitionList(list: Locator): Promise<Record<string, string>> {
  await list.waitFor();
  const terms = await list.locator('dt').allInnerTexts();
  const values = await list.locator('dd').allInnerTexts();
  if (terms.length !== values.length) throw new Error(`${terms.length} terms but ${values.length} values`);
  return Object.fromEntries(terms.map((term, i) => [term.trim(), values[i]!.trim()]));
}

/**
 * Focuses `start`, then presses Tab (at most `maxTabs` times) and answers how many of `targets`
 * took the focus, in their order: all of them when the keyboard reaches each one.
 */
export async function tabReaches(
  page: Page,
  start: Locator,
  targets: readonly Locator[],
  maxTabs = 40,
): Promise<number> {
  await start.focus();
  let reached = 0;
  for (let press = 0; press < maxTabs && reached < targets.length; press += 1) {
    await page.keyboard.press('Tab');
    const target = targets[reached]!;
    if (await target.evaluate((element) => element === document.activeElement)) reached += 1;
  }
  return reached;
}

/** Picks an account in the Reparto tab's "Comerciales" multi-select: type, then the option. */
export async function elegirComercial(page: Page, nombre: string): Promise<void> {
  const comerciales = page.getByRole('combobox', { name: 'Comerciales' });
  await comerciales.fill(nombre);
  await page.getByRole('option', { name: nombre, exact: true }).click();
}

/**
 * A full-page screenshot taken from the top: Chromium draws the fixed top bar (and a phone's
 * bottom bar) where the window is scrolled, so a scrolled page would show them mid-image.
 */
export async function screenshotFromTop(page: Page, name: string): Promise<string> {
  await page.evaluate(() => window.scrollTo(0, 0));
  return saveScreenshot(page, name);
}

/** What the window shows (a dialog locks the page's scroll, so a full-page image would be torn). */
export async function viewportScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const file = path.join(SCREENSHOTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
  return file;
}

/**
 * Whether `target` (near the end of the page) takes a tap once the window is scrolled to its end:
 * on a phone the fixed bottom bar must not sit on top of it.
 */
export async function tappableAtPageEnd(target: Locator): Promise<boolean> {
  await target.waitFor();
  return target.evaluate((element) => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}
