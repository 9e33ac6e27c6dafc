import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';

// Placeholder wired into app.ts; its owner replaces the body.
export function notasClienteRoutes(_app: ApiInstance, _deps: { database: Database }): void {}
