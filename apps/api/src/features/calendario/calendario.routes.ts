import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';

/** Issue 14's Calendario: a month's days, callbacks and holidays, and the tenant's own calendar. */
export function calendarioRoutes(_app: ApiInstance, _deps: { database: Database }): void {}
