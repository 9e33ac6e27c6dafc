import { configDefaults, defineConfig } from 'vitest/config';

/**
 * CI time: `npm test` runs two Vitest processes side by side (scripts/test.mjs). The second, the
 * API suite then the browser journeys, was the longer by ~170 s (860 s against 692 s in CI's
 * rehearsal), so the unit lane also runs these API files, the slowest ones, once its own are done.
 * `VENTAS_API_FILES` picks the part: `lento` (these), `resto` (the others), unset (all: every
 * other run of the API suite, such as CI's PostgreSQL passes).
 */
const SLOW_API_FILES = [
  'src/http/hostile-input.test.ts',
  'src/features/importaciones/aplicar-kill.test.ts',
  'src/features/no-llamar/no-llamar-importar.test.ts',
  'src/install/production-process.test.ts',
];

const ALL = ['src/**/*.test.ts'];

function apiTestFiles(part: string | undefined): { include: string[]; exclude: string[] } {
  if (part === 'lento') return { include: SLOW_API_FILES, exclude: [] };
  if (part === 'resto') return { include: ALL, exclude: SLOW_API_FILES };
  if (part === undefined || part === '') return { include: ALL, exclude: [] };
  throw new Error(`VENTAS_API_FILES='${part}': use 'lento', 'resto' or nothing`);
}

const files = apiTestFiles(process.env['VENTAS_API_FILES']);

export default defineConfig({
  test: {
    name: 'api',
    sequence: { groupOrder: 2 },
    include: files.include,
    exclude: [...configDefaults.exclude, ...files.exclude],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/fail-on-console-error.ts', 'test/close-test-apps.ts'],
    // One database per worker process, shared by its test files (each test makes its own
    // tenants): PGlite costs seconds and ~1 GB to start, so it is started once per worker.
    pool: 'forks',
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
