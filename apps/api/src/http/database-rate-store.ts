import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { parsedRows, type Database } from '../db/database';

/** One in this many counts also removes the windows that ended over an hour ago. */
const SWEEP_EVERY = 200;

const COUNT_ROW = z.object({ current: z.number(), ttl: z.number() });

/**
 * Adds one request to `key`'s window (a fixed window of `windowMs` starting at its first request)
 * in one statement, and answers the count and the milliseconds left, as @fastify/rate-limit asks.
 * The database's clock decides, so every replica agrees on when a window ends.
 */
async function count(
  database: Database,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const result = await database.owner.execute(sql`
    INSERT INTO limites_peticiones AS l (clave, ventana_desde, cuenta) VALUES (${key}, now(), 1)
    ON CONFLICT (clave) DO UPDATE SET
      cuenta = CASE WHEN l.ventana_desde + ${windowMs} * interval '1 millisecond' <= now() THEN 1 ELSE l.cuenta + 1 END,
      ventana_desde = CASE WHEN l.ventana_desde + ${windowMs} * interval '1 millisecond' <= now() THEN now() ELSE l.ventana_desde END
    RETURNING cuenta AS current,
      greatest(0, ${windowMs} - extract(epoch FROM now() - ventana_desde) * 1000)::int AS ttl`);
  const [row] = parsedRows(result, COUNT_ROW);
  if (!row) throw new Error(`sin contador para ${key}`);
  return row;
}

/**
 * @fastify/rate-limit's counters in PostgreSQL (issue 30): every replica counts the same
 * requests, so the per-IP login limit holds behind a load balancer. A route's counters are its
 * own (`child` prefixes its method and path), as with the plugin's in-memory store.
 */
export function databaseRateStore(database: Database) {
  let counted = 0;
  const sweep = async () => {
    await database.owner.execute(
      sql`DELETE FROM limites_peticiones WHERE ventana_desde < now() - interval '1 hour'`,
    );
  };
  class DatabaseRateStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counted += 1;
      const swept = counted % SWEEP_EVERY === 0 ? sweep() : Promise.resolve();
      swept
        .then(() => count(database, this.prefix + key, timeWindow))
        .then(
          (result) => callback(null, result),
          (error: Error) => callback(error),
        );
    }

    child(routeOptions: FastifyRateLimitOptions & { routeInfo?: { method?: string; url?: string } }) {
      const route = routeOptions.routeInfo ?? {};
      return new DatabaseRateStore(routeOptions, `${this.prefix}${route.method ?? ''}${route.url ?? ''}|`);
    }
  }
  return DatabaseRateStore;
}
