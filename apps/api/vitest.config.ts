import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    sequence: { groupOrder: 2 },
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/fail-on-console-error.ts'],
    // One database per worker process, shared by its test files (each test makes its own
    // tenants): PGlite costs seconds and ~1 GB to start, so it is started once per worker.
    pool: 'forks',
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
