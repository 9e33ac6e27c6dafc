import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';
import { ADICIONALES } from './adicionales.catalogue';
import { CatalogueReadCache, invalidateOnWrites } from './catalogue-read-cache';
import { catalogueTableRoutes } from './catalogue-table.routes';
import { dropDownRoutes } from './drop-downs.routes';
import { GESTIONES } from './gestion.catalogue';
import { historyRoutes } from './history.routes';
import { installmentsRoutes } from './installments.routes';
import { ORIGENES } from './origenes.catalogue';
import { PROMOCIONES } from './promociones.catalogue';
import { SEGUROS } from './seguros.catalogue';
import { SVAS } from './svas.catalogue';
import { TARIFAS } from './tarifas.catalogue';
import { TERMINALES } from './terminales.catalogue';
import { TIPOS_OBJETIVO } from './tipoobjetivo.catalogue';

/** Every catalogue table, declared (catalogue-resource.ts). */
export const CATALOGUE = [
  TARIFAS,
  ADICIONALES,
  SVAS,
  PROMOCIONES,
  GESTIONES,
  SEGUROS,
  ORIGENES,
  TIPOS_OBJETIVO,
  TERMINALES,
] as const;

/** SPEC §7 "Offers and catalogue" and "Devices": everything under /api/servicios/. */
export function catalogoRoutes(app: ApiInstance, deps: { database: Database }): void {
  const cache = new CatalogueReadCache();
  invalidateOnWrites(app, cache);
  for (const resource of CATALOGUE) catalogueTableRoutes(app, { ...deps, cache }, resource);
  historyRoutes(app, deps);
  installmentsRoutes(app, deps);
  dropDownRoutes(app, deps);
}
