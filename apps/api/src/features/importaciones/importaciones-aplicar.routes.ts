import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';

/** Issue 17: an import's apply, undo, record and list (being built). */
export function importacionesAplicarRoutes(_app: ApiInstance, _deps: { database: Database }): void {}
