import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The web tests that need no browser window (`*.test.ts`), in Node. A test that needs one
 * (`window`, `localStorage`, a rendered component) is a `*.test.tsx` and runs in jsdom
 * (vitest.config.ts).
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web-node',
      sequence: { groupOrder: 1 },
      environment: 'node',
      include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
      setupFiles: ['src/test/fail-on-console.ts'],
    },
  }),
);
