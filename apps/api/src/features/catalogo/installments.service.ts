import { sql } from 'drizzle-orm';
import { hasLevel } from '@ventas/domain/permissions/access-rule';
import type {
  Installment,
  InstallmentForm,
  InstallmentType,
} from '@ventas/domain/servicios/installment-contract';
import type { Database } from '../../db/database';
import type { RequestUser } from '../../http/fastify-types';
import {
  byObject,
  byTerminal,
  createInstallment,
  deleteInstallment,
  listInstallments,
  updateInstallment,
} from './installments.repository';

/** SPEC §7 "Devices": below Manager, only active installments (of active terminals) are read. */
const soloActivos = (user: RequestUser) => !hasLevel(user, 'manager');

/** A device's, a tariff's (or line's) and one tariff and terminal's installments, and their writes. */
export function createInstallmentsService(database: Database) {
  return {
    deTerminal: (tenantId: number, user: RequestUser, terminalId: number): Promise<Installment[]> =>
      database.tenant(tenantId, (tx) => listInstallments(tx, byTerminal(terminalId), soloActivos(user))),

    deTarifa: (
      tenantId: number,
      user: RequestUser,
      type: InstallmentType,
      tariffId: number,
    ): Promise<Installment[]> =>
      database.tenant(tenantId, (tx) => listInstallments(tx, byObject(type, tariffId), soloActivos(user))),

    /** The configurator's: one tariff's installments with one terminal. */
    deTarifaYTerminal: (
      tenantId: number,
      user: RequestUser,
      tariffId: number,
      terminalId: number,
    ): Promise<Installment[]> =>
      database.tenant(tenantId, (tx) =>
        listInstallments(
          tx,
          sql`${byObject('tarifa', tariffId)} AND ${byTerminal(terminalId)}`,
          soloActivos(user),
        ),
      ),

    crear: (tenantId: number, form: InstallmentForm): Promise<Installment> =>
      database.tenant(tenantId, (tx) => createInstallment(tx, form)),

    cambiar: (tenantId: number, id: number, form: InstallmentForm): Promise<Installment> =>
      database.tenant(tenantId, (tx) => updateInstallment(tx, id, form)),

    borrar: (tenantId: number, id: number): Promise<void> =>
      database.tenant(tenantId, (tx) => deleteInstallment(tx, id)),
  };
}
