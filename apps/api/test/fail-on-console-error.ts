import { afterEach, vi } from 'vitest';

// style.md §10: a console.error during a test is a failure, not noise.
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  const seen = errors.splice(0);
  if (seen.length > 0) throw new Error(`console.error durante la prueba: ${JSON.stringify(seen)}`);
});
