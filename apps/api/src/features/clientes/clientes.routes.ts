import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';

export function clientesRoutes(_app: ApiInstance, _deps: { database: Database }): void {}
