import type { Locator, Page } from 'playwright-core';

/** Opens /ManagementBase on one tab and waits for its list to answer. */
export async function openCatalogueTab(
  page: Page,
  baseUrl: string,
  tab: string,
  label: string,
): Promise<void> {
  await page.goto(`${baseUrl}/ManagementBase?tab=${tab}`);
  await page.getByRole('tab', { name: label, selected: true }).waitFor();
  await page.getByRole('grid').waitFor();
}

/** A MUI select of a form, by its label. */
export async function pick(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // While its menu is open the form behind it is hidden from the accessibility tree: the next
  // field can be found by role only once the menu has gone (a loaded CI run once timed out there).
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

/** A multi-select (Autocomplete) of linked items: type, then pick. */
export async function link(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).fill(option.slice(0, 12));
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Waits for the success notice the SPEC §8 message says. */
export async function notice(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

/** A row's action menu (the grid row's "Acciones de <name>"), then one of its entries. */
export async function rowAction(page: Page, name: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Acciones de ${name}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** A text input of a form, by its label (selects share some labels' words). */
export const text = (scope: Locator, label: string): Locator =>
  scope.getByRole('textbox', { name: label, exact: true });
