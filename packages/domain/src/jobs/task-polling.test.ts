import { describe, expect, it } from 'vitest';
import { TASK_POLL_MS, taskPollDelayMs } from './task-polling';

describe('task polling (SPEC §4: every 300 ms while the task runs)', () => {
  it('polls sooner twice, then every 300 ms', () => {
    expect([1, 2, 3, 4, 50].map(taskPollDelayMs)).toEqual([100, 200, 300, 300, 300]);
    expect(TASK_POLL_MS).toBe(300);
  });
});
