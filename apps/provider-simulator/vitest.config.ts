import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Issue 18's provider simulator: a real HTTP server on loopback per test file.
  test: { name: 'simulator', include: ['src/**/*.test.ts'], sequence: { groupOrder: 0 } },
});
