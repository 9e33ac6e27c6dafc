import { asc, eq } from 'drizzle-orm';
import { ESTADOS_CUENTA, TIPOS_COMERCIAL } from '@ventas/domain/cuentas/account-constants';
import {
  ESTADO_GERENCIA_POR_DEFECTO,
  gerenciaFiltersSchema,
  type GerenciaFilters,
} from '@ventas/domain/gerencia/gerencia-filters-contract';
import { presetsFechas } from '@ventas/domain/gerencia/gerencia-ventana';
import { displayName } from '@ventas/domain/people/display-name';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { madridToday } from '@ventas/domain/time/madrid';
import type { Database } from '../../db/database';
import { tiposObjetivo } from '../../db/schema/catalogos';
import type { ApiInstance } from '../../http/route-types';
import { listTenantAccounts } from './comerciales.repository';

/**
 * SPEC §7 Management: GET /api/comerciales/gerencia-filters/, the options of the Gerencia screens'
 * filters (issue 15). Manager and above, who see the whole tenant; a Comercial is refused.
 */
export function gerenciaFiltersRoutes(app: ApiInstance, deps: { database: Database }): void {
  app.get('/api/comerciales/gerencia-filters/', {
    config: { access: API_ACCESS.manager },
    schema: { response: { 200: gerenciaFiltersSchema } },
    handler: async (request): Promise<GerenciaFilters> => {
      const { cuentas, familias } = await deps.database.tenant(request.tenant.id, async (tx) => ({
        cuentas: await listTenantAccounts(tx),
        familias: await tx
          .select({ id: tiposObjetivo.id, nombre: tiposObjetivo.nombre })
          .from(tiposObjetivo)
          .where(eq(tiposObjetivo.tenantId, tx.tenantId))
          .orderBy(asc(tiposObjetivo.nombre), asc(tiposObjetivo.id)),
      }));
      return {
        comerciales: cuentas
          .map((cuenta) => ({
            id: cuenta.id,
            nombre: displayName(cuenta),
            estado: cuenta.estado,
            tipo_comercial: cuenta.tipoComercial,
          }))
          .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es') || a.id - b.id),
        estados: [...ESTADOS_CUENTA],
        estado_por_defecto: ESTADO_GERENCIA_POR_DEFECTO,
        tipos_comercial: [...TIPOS_COMERCIAL],
        familias,
        fechas: presetsFechas(madridToday()),
      };
    },
  });
}
