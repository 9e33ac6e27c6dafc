import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { saveScreenshot, useBrowser } from '../support/browser';
import { login } from '../support/session';
import { DEMO_PASSWORD, type DemoUsername } from '../support/tenants';

const baseUrl = inject('baseUrl');
// The narrowest phone the app is made for: 360 CSS pixels wide.
const NARROW_PHONE = { width: 360, height: 740 };
const session = useBrowser({ viewport: NARROW_PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

interface LabelBox {
  text: string;
  lines: number;
  clipped: boolean;
}

/** Each entry's label: how many lines its text takes and whether the entry cuts it off. */
function labelBoxes(bar: Locator): Promise<LabelBox[]> {
  return bar.getByRole('link').evaluateAll((links) =>
    links.map((link) => {
      const label = link.querySelector<HTMLElement>('.MuiBottomNavigationAction-label');
      if (!label) throw new Error('a bottom bar entry without a label');
      const range = document.createRange();
      range.selectNodeContents(label);
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      const text = range.getBoundingClientRect();
      const box = link.getBoundingClientRect();
      return {
        text: label.textContent ?? '',
        lines: tops.size,
        clipped: label.scrollWidth > label.clientWidth || text.left < box.left || text.right > box.right,
      };
    }),
  );
}

// SPEC §2: the bottom bar's entries per role; the admin's five are the tightest fit.
const CASES: readonly { username: DemoUsername; labels: string[] }[] = [
  { username: 'admin', labels: ['Dashboard', 'Teletrabajo', 'Gerencia', 'Administración', 'ÁreaPersonal'] },
  { username: 'comercial', labels: ['Dashboard', 'Teletrabajo', 'Dispositivos', 'ÁreaPersonal'] },
];

describe('the bottom bar on a 360 px phone', () => {
  it.each(CASES)("shows each of $username's entries on one line, whole", async ({ username, labels }) => {
    const { page } = session();
    await login(page, baseUrl, username, DEMO_PASSWORD);
    const bar = page.getByRole('navigation', { name: 'Navegación inferior' });
    await bar.waitFor();
    await saveScreenshot(page, `bottom-bar-360-${username}`);

    const boxes = await labelBoxes(bar);
    expect(boxes.map((box) => box.text)).toEqual(labels);
    expect(boxes.filter((box) => box.lines !== 1 || box.clipped)).toEqual([]);
    // The current section reads as current to assistive technology too.
    await expect
      .poll(() => bar.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'))
      .toBe('page');
    await saveScreenshot(page, `bottom-bar-360-${username}`);
  });
});
