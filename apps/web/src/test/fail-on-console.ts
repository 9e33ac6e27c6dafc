import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';

// A console.error or console.warn in a test is a failure (docs/style.md, habit 10). Set up for
// both web projects: the jsdom one (setup-tests.ts) and the Node one (vitest.node.config.ts).
let consoleProblems: string[] = [];

beforeEach(() => {
  consoleProblems = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleProblems.push(`console.${level}: ${format(...args)}`);
    });
  }
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (consoleProblems.length > 0) throw new Error(consoleProblems.join('\n'));
});
