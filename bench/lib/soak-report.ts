/** bench/soak.ts's closing paragraphs: the restart, the lost-writes check, the jobs check. */
import { fixed } from './load';
import type { JobsCheck, WriteCheck } from './soak-checks';
import type { SoakRecorder } from './soak-figures';
import type { Restart } from './soak-restart';

/** When the API was killed, how long nobody could reach it, and what failed meanwhile. */
export function printRestart(restart: Restart, recorder: SoakRecorder, runStart: number): void {
  const seen = recorder.restartFailures;
  console.log(
    `\nRestart: kill -9 of ${restart.killed} processes (API pid ${restart.oldPid} and descendants) at ` +
      `t=${fixed((restart.killedAt - runStart) / 1000)} s; new API pid ${restart.newPid} answering at ` +
      `t=${fixed((restart.readyAt - runStart) / 1000)} s: unreachable ${fixed((restart.readyAt - restart.killedAt) / 1000)} s ` +
      `(its own start ${fixed(restart.startSeconds)} s).`,
  );
  console.log(
    seen
      ? `  failed during the restart: ${recorder.totals().duringRestart} actions, the first ` +
          `${fixed((seen.first - restart.killedAt) / 1000)} s and the last ${fixed((seen.last - restart.killedAt) / 1000)} s after the kill`
      : '  no action failed during the restart',
  );
}

/** Each kind of write: how many of those answered with success are stored; returns the lost ones. */
export function printWrites(checks: readonly WriteCheck[]): number {
  console.log('\nWrites answered with success, looked up in the database:');
  let lost = 0;
  for (const check of checks) {
    lost += check.lost.length;
    console.log(
      `  ${check.kind}: ${check.found} of ${check.answered} found` +
        (check.lost.length ? `, LOST ${check.lost.length}: ${JSON.stringify(check.lost.slice(0, 5))}` : '') +
        (check.unanswered
          ? `; ${check.unanswered} sent without a success answer` +
            (check.unansweredStored === null ? '' : `, of which ${check.unansweredStored} stored anyway`)
          : ''),
    );
  }
  return lost;
}

/** The run's jobs by kind and state, the failures' messages, and any job that never ended. */
export function printJobs(jobs: JobsCheck): void {
  console.log(`\nJobs created during the run (waited ${fixed(jobs.waitedSeconds)} s for them to end):`);
  for (const [kind, states] of jobs.byKind)
    console.log(`  ${kind}: ${[...states].map(([state, n]) => `${n} ${state}`).join(', ')}`);
  for (const [message, n] of jobs.failures) console.log(`  failed ×${n}: ${message}`);
  for (const job of jobs.unfinished)
    console.log(`  NOT ENDED: ${job.kind} ${job.id} ${job.state} (attempts ${job.attempts})`);
}
