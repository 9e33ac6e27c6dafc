import { defineConfig } from 'vitest/config';

// One runner for every suite; each workspace keeps its own project config.
export default defineConfig({
  test: {
    projects: [
      'eslint-rules',
      'packages/domain',
      'apps/provider-simulator',
      'apps/web',
      'apps/web/vitest.node.config.ts',
      'apps/api',
      'e2e',
    ],
  },
});
