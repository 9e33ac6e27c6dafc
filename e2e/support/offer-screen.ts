import type { Locator, Page } from 'playwright-core';

/** Types into a searchable pick and takes the first match with Enter (the screen is keyboard first). */
export async function pickItem(page: Page, scope: Locator, label: string, text: string): Promise<void> {
  const field = scope.getByRole('combobox', { name: label, exact: true });
  await field.click();
  await field.fill(text);
  await page
    .getByRole('option', { name: new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first()
    .waitFor();
  await page.keyboard.press('Enter');
}
