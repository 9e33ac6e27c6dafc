import { vi } from 'vitest';

/**
 * jsdom lays nothing out: every element is 0 px wide, so a ChartRoom draws no chart. A test that
 * reads a chart first gives every element a phone's width (undone after each test by setup-tests).
 */
export function roomForCharts(width = 390): void {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
}
