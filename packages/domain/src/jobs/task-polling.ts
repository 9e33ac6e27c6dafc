/**
 * How a client follows a task (SPEC §4, §9): its status is polled every 300 ms while it runs. The
 * first two polls come sooner, 100 then 200 ms apart: a small export is done in about 0.2 s, and a
 * whole first interval was a good part of its time. From then on, the spec's 300 ms.
 */
export const TASK_POLL_MS = 300;
export const TASK_FIRST_POLLS_MS: readonly number[] = [100, 200];

/** The wait after `pollsDone` status answers before the next poll (the first poll goes at once). */
export function taskPollDelayMs(pollsDone: number): number {
  return TASK_FIRST_POLLS_MS[pollsDone - 1] ?? TASK_POLL_MS;
}
