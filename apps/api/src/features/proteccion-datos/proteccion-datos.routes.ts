import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';

/** Issue 17: right of access, erasure and retention (being built). */
export function proteccionDatosRoutes(_app: ApiInstance, _deps: { database: Database }): void {}
