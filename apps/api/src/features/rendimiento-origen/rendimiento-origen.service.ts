import type {
  RendimientoOrigen,
  RendimientoQuery,
} from '@ventas/domain/rendimiento-origen/rendimiento-origen-contract';
import type { Database } from '../../db/database';
import { rendimientoPorOrigen } from './rendimiento-origen.query';

/** Issue 17 "Origin performance", read in one tenant transaction. */
export function createRendimientoOrigenService(database: Database) {
  return {
    /** Every origin's figures; the leads only those created in the window, when one is given. */
    porOrigen(tenantId: number, query: RendimientoQuery): Promise<RendimientoOrigen> {
      const { after, before } = query;
      const creados = after || before ? { ...(after ? { after } : {}), ...(before ? { before } : {}) } : null;
      return database.tenant(tenantId, (tx) => rendimientoPorOrigen(tx, creados));
    },
  };
}
