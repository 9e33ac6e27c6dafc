import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';

/** SPEC §7 Holidays: GET /api/cuentas/holidays/ (start-end, optional commercial), POST, PUT/DELETE {id}/. */
export function holidaysRoutes(_app: ApiInstance, _deps: { database: Database }): void {}
