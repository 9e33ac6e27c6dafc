import { defineConfig } from 'vitest/config';

// Browser journeys against one real server (started once in globalSetup). Files run one after
// another: the machine has two cores and every file drives its own Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    sequence: { groupOrder: 3 },
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
