import type { DatosLegales } from '@ventas/domain/distribuidores/datos-legales';
import type { Database } from '../../db/database';
import { guardarDatosLegales, leerDatosLegales, type DatosLegalesChanges } from './datos-legales.repository';

/** Issue 29 §5: the distributor's own legal data, as the app role, each call in one tenant transaction. */
export function createDatosLegalesService(database: Database) {
  return {
    leer: (tenantId: number): Promise<DatosLegales | null> => database.tenant(tenantId, leerDatosLegales),

    guardar: (tenantId: number, changes: DatosLegalesChanges): Promise<DatosLegales | null> =>
      database.tenant(tenantId, (tx) => guardarDatosLegales(tx, changes)),
  };
}
