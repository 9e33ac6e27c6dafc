import type { Disponibilidad, DisponibilidadForm } from '@ventas/domain/cuentas/disponibilidad-contract';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/app-error';
import { comprobarCuentas } from '../comerciales/comerciales.public';
import {
  createDisponibilidad,
  deleteDisponibilidad,
  listDisponibilidades,
  updateDisponibilidad,
} from './disponibilidades.repository';

/** SPEC §3 "Commercial availability" per person (issue 16), each call in one tenant transaction. */
export function createDisponibilidadesService(database: Database) {
  return {
    listar: (tenantId: number, commercial: number): Promise<Disponibilidad[]> =>
      database.tenant(tenantId, async (tx) => {
        // A person of another distributor is one this one does not have.
        try {
          await comprobarCuentas(tx, 'commercial', [commercial]);
        } catch (error) {
          if (error instanceof AppError && error.code === 'validation') throw notFound('No existe la cuenta');
          throw error;
        }
        return listDisponibilidades(tx, commercial);
      }),

    crear: (tenantId: number, form: DisponibilidadForm): Promise<Disponibilidad> =>
      database.tenant(tenantId, (tx) => createDisponibilidad(tx, form)),

    cambiar: (tenantId: number, id: number, form: DisponibilidadForm): Promise<Disponibilidad> =>
      database.tenant(tenantId, (tx) => updateDisponibilidad(tx, id, form)),

    borrar: (tenantId: number, id: number): Promise<void> =>
      database.tenant(tenantId, (tx) => deleteDisponibilidad(tx, id)),
  };
}
