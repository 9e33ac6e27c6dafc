import { displayName } from '@ventas/domain/people/display-name';
import type { ComercialOption } from '@ventas/domain/telework/comerciales-contract';
import { compareComerciales, isInvitado, POR_ASIGNAR } from '@ventas/domain/telework/comerciales-order';
import type { Database } from '../../db/database';
import { listTenantAccounts } from './comerciales.repository';

/** SPEC §5/§7: the commercials one may assign to, read in one tenant transaction. */
export function createComercialesService(database: Database) {
  return {
    /** The tenant's accounts but guests, ordered by estado then name, 'Por asignar' last. */
    async listar(tenantId: number): Promise<ComercialOption[]> {
      const rows = await database.tenant(tenantId, (tx) => listTenantAccounts(tx));
      const comerciales = rows
        .filter((row) => !isInvitado([row.nombre, row.apellidos, row.username]))
        .map((row) => ({
          id: row.id,
          nombre_completo: displayName(row),
          username: row.username,
          estado: row.estado,
          tipo_comercial: row.tipoComercial,
          rol: row.rol,
        }))
        .sort(compareComerciales);
      return [
        ...comerciales,
        { ...POR_ASIGNAR, username: null, estado: null, tipo_comercial: null, rol: null },
      ];
    },
  };
}
