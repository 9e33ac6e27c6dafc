import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';
import '../config/dayjs-setup';
import { insertOnlyObservableStyleRules } from './style-rules-in-jsdom';

// findBy*/waitFor give up after 1 s by default: too tight on a busy 2-core CI machine, where a
// lazy route chunk can take longer to load. Failures still fail, only later.
configure({ asyncUtilTimeout: 5000 });

// A third less CPU for the web suite: see style-rules-in-jsdom.ts for why and what stays.
insertOnlyObservableStyleRules();

// A console.error or console.warn in a test is a failure (docs/style.md, habit 10).
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
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (consoleProblems.length > 0) throw new Error(consoleProblems.join('\n'));
});
