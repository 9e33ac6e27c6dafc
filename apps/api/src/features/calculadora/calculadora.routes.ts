import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';
import { ajustesRoutes } from './ajustes.routes';
import { extractoRoutes } from './extracto/extracto.routes';
import { createExtractoService } from './extracto/extracto.service';
import { objetivosRoutes } from './objetivos.routes';

/** Issue 14's calculator calls (SPEC §7 Calculator, teams): the month's figures and its settings. */
export function calculadoraRoutes(app: ApiInstance, deps: { database: Database }): void {
  const extractos = createExtractoService(deps.database);
  objetivosRoutes(app, { ...deps, extractos });
  ajustesRoutes(app, deps);
  extractoRoutes(app, extractos);
}
