/**
 * Test-only: the wait for what comes after a lazy chunk or several answers (a chart, a grid's
 * rows) on a loaded CI box, where Testing Library's default 5 s is not always enough.
 */
export const SLOW = { timeout: 8000 };
