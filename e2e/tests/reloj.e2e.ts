import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser';

/**
 * Issue 28: the suite runs at any instant (scripts/test-at.mjs moves every process's clock by one
 * offset). The journeys compare what the browser shows with what the server stored, so both must
 * read the same clock: the server's Date header, the browser's Date.now() and this process's agree.
 */
const baseUrl = inject('baseUrl');
const session = useBrowser();
// Clocks read a few round trips apart on a loaded two-core machine; a moved clock is years off.
const AGREEMENT_MS = 60_000;

describe('the clocks of a test run', () => {
  it('agree between the browser, the server and the test process', async () => {
    const { page } = session();
    const response = await page.goto(`${baseUrl}/login`);
    const serverNow = Date.parse(response?.headers()['date'] ?? '');
    const browserNow = await page.evaluate(() => Date.now());
    const testNow = Date.now();
    expect(Math.abs(browserNow - serverNow)).toBeLessThan(AGREEMENT_MS);
    expect(Math.abs(testNow - serverNow)).toBeLessThan(AGREEMENT_MS);
    // Under scripts/test-at.mjs, the instant asked for is the one everybody reads: the suite
    // started there and reaches this file well within two hours.
    const asked = process.env['VENTAS_TEST_INSTANT'];
    if (asked) {
      const sinceAsked = browserNow - Date.parse(asked);
      expect(sinceAsked).toBeGreaterThan(-AGREEMENT_MS);
      expect(sinceAsked).toBeLessThan(2 * 3600_000);
    }
  });
});
