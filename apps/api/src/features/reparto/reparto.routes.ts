import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';

/** Issue 17: deal-out of unassigned customers (being built). */
export function repartoRoutes(_app: ApiInstance, _deps: { database: Database }): void {}
