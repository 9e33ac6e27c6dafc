import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { purgeExpired } from './distribuidores-admin.repository';

/** Hourly: a deleted distributor is erased within the hour after its grace period ends. */
export const PURGE_SWEEP_INTERVAL_MS = 3600_000;

/** Erases every distributor whose grace period is over; the ones erased. */
export async function purgeDeletedDistribuidores(
  database: Database,
  log: FastifyInstance['log'],
  now = new Date(),
): Promise<Array<{ id: number; subdomain: string }>> {
  const purged = await purgeExpired(database.owner, now);
  for (const tenant of purged)
    log.info({ tenantId: tenant.id, subdomain: tenant.subdomain }, 'distribuidor borrado');
  return purged;
}

/**
 * Runs the erasure when the app is ready and then hourly (an unref'd timer, so it never keeps a
 * process alive), and stops on close. Several replicas may run it: a DELETE of rows already
 * deleted by another one deletes nothing.
 */
export function startPurgeSweep(app: FastifyInstance, database: Database): void {
  let timer: NodeJS.Timeout | null = null;
  const sweep = () =>
    purgeDeletedDistribuidores(database, app.log).catch((error: unknown) =>
      app.log.error({ err: error }, 'el borrado de distribuidores falló'),
    );
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), PURGE_SWEEP_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
  });
}
