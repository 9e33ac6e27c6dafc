import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';

// Placeholder wired into app.ts; its owner replaces the body.
export function clientesExportRoutes(_app: ApiInstance, _deps: { database: Database; config: Config }): void {}
