import { ESTADOS_CUENTA, TIPOS_COMERCIAL } from '@ventas/domain/cuentas/account-constants';
import {
  ESTADO_GERENCIA_POR_DEFECTO,
  type GerenciaFilters,
} from '@ventas/domain/gerencia/gerencia-filters-contract';
import { presetsFechas } from '@ventas/domain/gerencia/gerencia-ventana';
import { displayName } from '@ventas/domain/people/display-name';
import { madridToday } from '@ventas/domain/time/madrid';
import type { Database } from '../../db/database';
import { listFamiliasObjetivo, listTenantAccounts } from './comerciales.repository';

/** SPEC §7 Management: the options of the Gerencia screens' filters (issue 15). */
export function createGerenciaFiltersService(database: Database) {
  return {
    /** The accounts and families read in one tenant transaction; the rest is constants and today. */
    async opciones(tenantId: number): Promise<GerenciaFilters> {
      const { cuentas, familias } = await database.tenant(tenantId, async (tx) => ({
        cuentas: await listTenantAccounts(tx),
        familias: await listFamiliasObjetivo(tx),
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
  };
}
