import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Projects run one group after another (cheapest first), each with its own worker settings.
  test: { name: 'domain', include: ['src/**/*.test.ts'], sequence: { groupOrder: 0 } },
});
