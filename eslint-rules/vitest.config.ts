import { defineConfig } from 'vitest/config';

// The repository's own lint rules, with their tables of names.
export default defineConfig({
  test: { name: 'tooling', include: ['*.test.ts'], sequence: { groupOrder: 0 } },
});
