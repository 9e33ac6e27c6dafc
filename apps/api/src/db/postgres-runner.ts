import type { Pool, PoolClient } from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { transactionSettings, type Db, type ScopedRunner, type Tx } from './database';

/**
 * node-postgres transactions that open in one round trip: BEGIN and the request settings go as
 * one simple-protocol message (no parameters: the tenant id is an integer, checked there). Each
 * round trip costs a socket write and a wake-up of the server process, which at 16 concurrent
 * requests on 2 cores was the largest share of the API's CPU (docs/performance.md).
 */
export function postgresRunner(pool: Pool): ScopedRunner {
  const handles = new WeakMap<PoolClient, Db>();
  const handleOf = (client: PoolClient): Db => {
    let handle = handles.get(client);
    if (!handle) {
      handle = drizzle(client) as unknown as Db;
      handles.set(client, handle);
    }
    return handle;
  };
  return async (tenantId, work) => {
    const settings = transactionSettings(tenantId);
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query(`BEGIN; ${settings}`);
      const result = await work(handleOf(client) as unknown as Tx);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  };
}
