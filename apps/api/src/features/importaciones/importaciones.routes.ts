import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';

/** Issue 17: lead-list import (being built). */
export function importacionesRoutes(_app: ApiInstance, _deps: { database: Database }): void {}
