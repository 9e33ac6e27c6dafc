import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { mainNavigation } from './drawer';

/**
 * The /teletrabajo screen as a user finds it: by roles and the visible Spanish names
 * (apps/web/src/features/teletrabajo). Nothing here reads CSS classes.
 */

const SUCCESS_EMOJI = '🎉';

export function clientesGrid(page: Page): Locator {
  return page.getByRole('grid', { name: 'Clientes' });
}

/** The grid's customer rows (the header row has no cells). */
export function clienteRows(page: Page): Locator {
  return clientesGrid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
}

/** SPEC §2: the top bar's search field, shown on /teletrabajo. */
export function topBarSearch(page: Page): Locator {
  return page.getByRole('searchbox', { name: 'Buscar' });
}

/** Opens Teletrabajo from the side drawer and waits for the grid's first answer. */
export async function openTeletrabajo(page: Page): Promise<void> {
  await mainNavigation(page).getByRole('link', { name: 'Teletrabajo' }).click();
  await page.waitForURL((url) => url.pathname === '/teletrabajo');
  await waitForTotal(page);
}

/** 'N clientes' beside the title: the server's total for the current filters. */
export async function waitForTotal(page: Page): Promise<number> {
  const total = page.getByText(/^[\d.]+ clientes?$/);
  await total.waitFor();
  return Number((await total.innerText()).replace(/\D/g, ''));
}

/** The values of one column, top to bottom, located by the column header's aria-colindex. */
export async function columnValues(page: Page, header: string): Promise<string[]> {
  const grid = clientesGrid(page);
  const column = await grid
    .getByRole('columnheader', { name: header, exact: true })
    .getAttribute('aria-colindex');
  if (column === null) throw new Error(`column "${header}" has no aria-colindex`);
  const cells = clienteRows(page).locator(`[role="gridcell"][aria-colindex="${column}"]`);
  return (await cells.allInnerTexts()).map((text) => text.trim());
}

/**
 * The snackbar showing `message`. includeHidden: a modal dialog (the customer form) marks the
 * rest of the page aria-hidden, the snackbar included, so by role alone it is not found while a
 * dialog is open (reported as an accessibility defect; see the e2e report).
 */
export function snackbar(page: Page, message: string): Locator {
  return page.getByRole('alert', { includeHidden: true }).filter({ hasText: message });
}

/** SPEC §8: a success message carries the party emoji. */
export async function expectSuccessSnackbar(page: Page, message: string): Promise<void> {
  const notice = snackbar(page, message);
  await notice.waitFor();
  expect((await notice.innerText()).trim()).toBe(`${message} ${SUCCESS_EMOJI}`);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The customer form dialog. Its name starts with the customer's name (the action dialogs on top
 * of it start with their title: 'Agendar <nombre>').
 */
export function clienteDialog(page: Page, nombre: string): Locator {
  return page.getByRole('dialog', { name: new RegExp(`^${escapeRegExp(nombre)}`) });
}

/**
 * Types into a date (or date-time) field of MUI X: its sections are spinbuttons (Día, Mes, Año,
 * Horas, Minutos) that take digits in order, e.g. '231120261530' for 23/11/2026 15:30.
 */
export async function typeIntoDateField(page: Page, field: Locator, digits: string): Promise<void> {
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}

/** Picks `option` in the select named `label` inside `scope` (MUI selects open a listbox). */
export async function chooseOption(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option, exact: true }).click();
}

/** Opens the customer form's "Acciones" menu and picks an entry. */
export async function pickFormAction(page: Page, dialog: Locator, action: string): Promise<void> {
  await dialog.getByRole('button', { name: 'Acciones', exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}
