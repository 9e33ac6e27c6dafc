import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';
import { ajustesRoutes } from './ajustes.routes';
import { objetivosRoutes } from './objetivos.routes';

/** Issue 14's calculator calls (SPEC §7 Calculator, teams): the month's figures and its settings. */
export function calculadoraRoutes(app: ApiInstance, deps: { database: Database }): void {
  objetivosRoutes(app, deps);
  ajustesRoutes(app, deps);
}
