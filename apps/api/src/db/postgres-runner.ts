import { createHash } from 'node:crypto';
import type { Pool, PoolClient, QueryConfig } from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { transactionSettings, type Db, type ScopedRunner, type Tx } from './database';

/**
 * node-postgres transactions that open in one round trip: BEGIN and the request settings go as
 * one simple-protocol message (no parameters: the tenant id is an integer, checked there). Each
 * round trip costs a socket write and a wake-up of the server process, which at 16 concurrent
 * requests on 2 cores was the largest share of the API's CPU (docs/performance.md).
 */
export function postgresRunner(pool: Pool, options: { namedStatements: boolean }): ScopedRunner {
  const handles = new WeakMap<PoolClient, Db>();
  const handleOf = (client: PoolClient): Db => {
    let handle = handles.get(client);
    if (!handle) {
      // Behind a transaction pooler the next transaction may run on another server connection,
      // where a statement prepared here does not exist: there every statement goes unnamed.
      handle = drizzle(options.namedStatements ? preparingClient(client) : client) as unknown as Db;
      handles.set(client, handle);
    }
    return handle;
  };
  return async (tenantId, work, audit, access) => {
    const settings = transactionSettings(tenantId, audit, access);
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

/** Statement names by text; the texts are the app's own SQL shapes, so the map stays small. */
const statementNames = new Map<string, string>();
const STATEMENT_NAMES_KEPT = 2_000;

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    if (statementNames.size >= STATEMENT_NAMES_KEPT) statementNames.clear();
    name = `v${createHash('sha1').update(text).digest('base64url')}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * The client with every parameterised statement prepared once per connection, named by its
 * text: later runs skip parsing and rewriting (row-level security included). Each run is still
 * planned for its values (`plan_cache_mode`, database.ts; decision 56). The connection pool
 * recycles connections (`maxUses`), which bounds what each one keeps.
 */
function preparingClient(client: PoolClient): PoolClient {
  const query = (config: unknown, values?: unknown) => {
    if (
      typeof config === 'object' &&
      config !== null &&
      Array.isArray(values) &&
      values.length > 0 &&
      !(config as QueryConfig).name
    ) {
      const named = { ...(config as QueryConfig), name: statementName((config as QueryConfig).text) };
      return client.query(named, values);
    }
    return client.query(config as never, values as never);
  };
  return new Proxy(client, {
    get: (target, property, receiver) =>
      property === 'query' ? query : (Reflect.get(target, property, receiver) as unknown),
  });
}
