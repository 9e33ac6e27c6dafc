import type { FastifyInstance } from 'fastify';

/**
 * The apps createTestApp built that may still be open. The API suite runs its files one after the
 * other in one process per worker (isolate: false), so an app a file forgot to close kept its job
 * runner polling the worker's database every 250 ms, and its timers, for the rest of the run: ~80
 * of them by the end, each one taking jobs other files queued and CPU the database needed.
 * test/close-test-apps.ts closes them when each file ends; closing an app twice is harmless.
 */
const open = new Set<FastifyInstance>();

export function trackTestApp(app: FastifyInstance): void {
  open.add(app);
}

export async function closeOpenTestApps(): Promise<void> {
  const apps = [...open];
  open.clear();
  await Promise.all(apps.map((app) => app.close()));
}
