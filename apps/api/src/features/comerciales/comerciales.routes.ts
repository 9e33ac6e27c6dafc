import { z } from 'zod';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { compareComerciales, isInvitado, POR_ASIGNAR } from '@ventas/domain/telework/comerciales-order';
import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';
import { displayName } from '../auth/session-account.repository';
import { listTenantAccounts } from './comerciales.repository';

const comercialSchema = z.object({
  id: z.number().int(),
  nombre_completo: z.string(),
  username: z.string(),
  estado: z.string(),
  tipo_comercial: z.string(),
  rol: z.number().int(),
});

/** The closing "Por asignar" entry: id is the string 'null'; it has no account fields. */
const porAsignarSchema = z.object({
  id: z.literal(POR_ASIGNAR.id),
  nombre_completo: z.literal(POR_ASIGNAR.nombre_completo),
  username: z.null(),
  estado: z.null(),
  tipo_comercial: z.null(),
  rol: z.null(),
});

/** SPEC §5/§7: the commercials list for assignment, ordered by estado then name, 'Por asignar' last. */
export function comercialesRoutes(app: ApiInstance, deps: { database: Database }): void {
  app.get('/api/comerciales/', {
    config: { access: API_ACCESS.anyRole },
    schema: { response: { 200: z.array(z.union([comercialSchema, porAsignarSchema])) } },
    handler: async (request) => {
      const tenantId = request.tenant.id;
      const rows = await deps.database.tenant(tenantId, (tx) => listTenantAccounts(tx, tenantId));
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
  });
}
