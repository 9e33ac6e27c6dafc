/**
 * Issue 30: replicas started at the same moment on one database take turns at what must happen
 * once (migrations, the platform rows, the demo seed). The turn is a transaction-level advisory
 * lock held by an open transaction on a connection of its own: unlike a session lock, it holds
 * through a transaction pooler, which keeps a transaction on one server connection until it
 * ends. A replica that dies holding it ends its transaction, and with it the lock.
 */
/** 'ventas' in ASCII: the key no other lock of this database uses. */
const STARTUP_LOCK_KEY = '130178016895347';

/**
 * Runs `work` while this process holds the start-up lock of the PostgreSQL database at `url`;
 * without a URL (embedded PGlite: one process owns the data directory) it just runs it. While a
 * replica waits, its transaction holds one server connection: a pooler in front needs at least
 * one more connection per database than the replicas that may start at once.
 */
export async function withStartupLock<T>(url: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!url) return work();
  const { default: pg } = await import('pg');
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  try {
    await holder.query(`BEGIN; SELECT pg_advisory_xact_lock(${STARTUP_LOCK_KEY})`);
    try {
      return await work();
    } finally {
      await holder.query('COMMIT');
    }
  } finally {
    await holder.end();
  }
}
