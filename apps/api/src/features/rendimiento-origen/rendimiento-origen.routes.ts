import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';

/** Issue 17: origin performance (being built). */
export function rendimientoOrigenRoutes(_app: ApiInstance, _deps: { database: Database }): void {}
