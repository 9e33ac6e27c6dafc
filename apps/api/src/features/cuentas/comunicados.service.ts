import type { Database } from '../../db/database';
import { notFound } from '../../http/app-error';
import { listComunicadosFor, markComunicadoRead } from './comunicados.repository';

export const COMUNICADO_NO_ENCONTRADO = 'Comunicado no encontrado.';

// The top bar only needs the recent ones to count today's unread (SPEC §9); Mi zona lists them.
const MAX_COMUNICADOS = 200;

/** SPEC §7 Communications as their receiver sees them, each call in one tenant transaction. */
export function createComunicadosService(database: Database) {
  return {
    recibidos: (tenantId: number, accountId: number) =>
      database.tenant(tenantId, (tx) => listComunicadosFor(tx, accountId, MAX_COMUNICADOS)),

    async marcarLeido(tenantId: number, accountId: number, comunicadoId: number) {
      const row = await database.tenant(tenantId, (tx) => markComunicadoRead(tx, accountId, comunicadoId));
      // Another account's or another tenant's communication is not the caller's to know of.
      if (!row) throw notFound(COMUNICADO_NO_ENCONTRADO);
      return row;
    },
  };
}
