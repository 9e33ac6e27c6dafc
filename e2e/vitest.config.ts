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
    // A page on a loaded CI box (the other lane runs the API suite beside it, under a moved clock)
    // can take seconds to show its first rows; vitest's 1 s default made a list's first poll flaky.
    expect: { poll: { timeout: 15_000 } },
  },
});
