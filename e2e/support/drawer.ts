import type { Locator, Page } from 'playwright-core';

export function mainNavigation(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Menú principal' });
}

/** Visible entry texts of the side drawer, in document order. */
export async function drawerEntries(page: Page): Promise<string[]> {
  const nav = mainNavigation(page);
  await nav.waitFor({ state: 'visible' });
  const entries = nav.getByRole('link');
  const texts: string[] = [];
  for (const entry of await entries.all()) {
    if (await entry.isVisible()) texts.push((await entry.innerText()).trim());
  }
  return texts;
}
