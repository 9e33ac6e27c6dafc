import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { parsedRows, type Database } from '../database';
import { currentLaggingRead } from './read-your-writes';
import { hasReached } from './wal-position';

/**
 * Where the standby stands, read as the first statement of each of its (read-only) transactions. The lag is how old the last replayed commit is, but 0 when the
 * standby has replayed all it received: an idle primary sends nothing, and its last commit may be
 * hours old without the standby missing anything. On a server that is not in recovery (a second
 * pool on the primary itself) everything is current.
 */
const STANDBY_STATE = `SELECT pg_is_in_recovery() AS in_recovery,
  pg_last_wal_replay_lsn()::text AS replayed,
  (CASE WHEN NOT pg_is_in_recovery() OR pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
    ELSE greatest(0, coalesce(extract(epoch FROM clock_timestamp() - pg_last_xact_replay_timestamp()), 0))
  END)::float8 AS lag`;

const STANDBY_STATE_ROW = z.object({
  in_recovery: z.boolean(),
  replayed: z.string().nullable(),
  lag: z.number(),
});

/**
 * A job (an export) has no caller's cookie: it needs everything committed before it read. A
 * standby streaming normally replays that within milliseconds (3.5 ms median, 21 ms p95 at
 * ~2,600–4,500 commits/s on this box), so the job waits for it this long at most. A standby whose
 * replay is paused is not waited for, and after a wait that ran out this replica's jobs go
 * straight to the primary for a while: an export's every batch would pay the wait otherwise.
 * Only a cost is remembered here, never what a read may see.
 */
export const JOB_REPLAY_WAIT_MS = 1000;
const STALLED_STANDBY_SKIP_MS = 10_000;
const REPLAY_POLL_MS = 10;

/** Whether the standby has replayed `position` (a server not in recovery has), and if it is paused. */
const REPLAY_STATE = `SELECT pg_is_in_recovery() AS in_recovery, pg_last_wal_replay_lsn()::text AS replayed,
  CASE WHEN pg_is_in_recovery() THEN pg_is_wal_replay_paused() ELSE false END AS paused`;

const REPLAY_STATE_ROW = z.object({
  in_recovery: z.boolean(),
  replayed: z.string().nullable(),
  paused: z.boolean(),
});

const POSITION_ROW = z.object({ position: z.string() });

/** The standby was behind the position the read needs: the primary answers instead. */
class StandbyBehind extends Error {}

/** A hot standby cancels a query whose rows replay is removing (SQLSTATE 40001). */
function isRecoveryConflict(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '40001') return true;
  }
  return false;
}

/**
 * The primary with its standby for the reads that may lag. A read goes to the standby when the
 * standby holds the caller's last write (read-your-writes.ts), and to the primary when it does
 * not, when the caller's cookie is unreadable, when the standby cannot be reached, or when replay
 * cancels the query. The request learns the lag it read with (the X-Datos-Retraso header): the
 * standby's, or 0 from the primary.
 */
export function withStandby(primary: Database, standby: Database): Database {
  const writtenPosition = async () =>
    parsedRows(
      await primary.owner.execute(sql`SELECT pg_current_wal_insert_lsn()::text AS position`),
      POSITION_ROW,
    )[0]!.position;

  /** Whether the standby holds `position`, or will not soon (paused); null if it did not answer. */
  const replayState = async (position: string) => {
    const [state] = parsedRows(await standby.owner.execute(sql.raw(REPLAY_STATE)), REPLAY_STATE_ROW);
    if (!state) return null;
    const reached = !state.in_recovery || (state.replayed !== null && hasReached(state.replayed, position));
    return { reached, paused: state.paused };
  };

  let skipWaitsUntil = 0;
  /** The position a job's read needs, once a streaming standby has had its moment to reach it. */
  const positionForJob = async () => {
    const position = await writtenPosition();
    if (Date.now() < skipWaitsUntil) return position;
    const deadline = Date.now() + JOB_REPLAY_WAIT_MS;
    for (;;) {
      const state = await replayState(position).catch(() => null);
      if (!state || state.reached || state.paused) return position;
      if (Date.now() >= deadline) {
        skipWaitsUntil = Date.now() + STALLED_STANDBY_SKIP_MS;
        return position;
      }
      await new Promise((resolve) => setTimeout(resolve, REPLAY_POLL_MS));
    }
  };

  const report = (lagSeconds: number) => {
    const context = currentLaggingRead();
    if (context) context.lagSeconds = Math.max(context.lagSeconds ?? 0, lagSeconds);
  };

  const tenantLagging: Database['tenantLagging'] = async (tenantId, work) => {
    const onPrimary = () => {
      report(0);
      return primary.tenantLagging(tenantId, work);
    };
    const context = currentLaggingRead();
    const needed = context ? context.writtenAt : await positionForJob();
    if (needed === 'unreadable') return onPrimary();
    let working = false;
    try {
      return await standby.tenantLagging(tenantId, async (tx) => {
        const [state] = parsedRows(await tx.execute(sql.raw(STANDBY_STATE)), STANDBY_STATE_ROW);
        const current =
          !state?.in_recovery ||
          needed === null ||
          (state.replayed !== null && hasReached(state.replayed, needed));
        if (!state || !current) throw new StandbyBehind();
        report(state.lag);
        working = true;
        return work(tx);
      });
    } catch (error) {
      // The work's own errors (a 403, a bad query) are the caller's; the standby's are not.
      if (working && !isRecoveryConflict(error)) throw error;
      return onPrimary();
    }
  };

  return {
    ...primary,
    tenantLagging,
    standby: { writtenPosition },
    close: async () => {
      await Promise.all([primary.close(), standby.close()]);
    },
  };
}
