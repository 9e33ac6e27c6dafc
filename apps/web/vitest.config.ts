import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The web tests that render or use the browser's window (`*.test.tsx`), in jsdom. The others
 * (`*.test.ts`: rules, formats, URLs, the build's plugins) run in Node (vitest.node.config.ts):
 * a jsdom and its set-up cost ~0.7 s of CPU per file, for files that never touch them.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      sequence: { groupOrder: 1 },
      testTimeout: 15_000,
      environment: 'jsdom',
      include: ['src/**/*.test.tsx'],
      setupFiles: ['src/test/setup-tests.ts'],
    },
  }),
);
