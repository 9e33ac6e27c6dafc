import type { SuperadminInicial } from '@ventas/domain/distribuidores/distribuidores-contract';
import type { Database } from '../../db/database';
import { conflict, invalid, notFound } from '../../http/app-error';
import { hashPassword } from '../../security/password';
import * as repository from './distribuidores-admin.repository';
import { isUniqueViolation, oneTimePassword, primerSuperAdmin } from './primer-superadmin';

export const SUPERADMIN_MESSAGES = {
  yaTiene:
    'Este distribuidor ya tiene un SuperAdmin activo: las demás cuentas las crea él desde su pantalla de cuentas.',
  usuarioEnUso: 'Ya existe una cuenta con ese usuario en este distribuidor.',
} as const;

/** Issue 29 §4: a distributor's first SuperAdmin, written in one transaction of that distributor. */
export function createDistribuidorSuperadminService(database: Database) {
  return {
    /** Only while the distributor has no active SuperAdmin; the answer carries the one-time password. */
    async crear(id: number, username: string): Promise<SuperadminInicial> {
      const password = oneTimePassword();
      const account = primerSuperAdmin(username, password);
      // Hashed before the transaction, which holds the distributor's row locked.
      const passwordHash = await hashPassword(password);
      await database
        .tenant(id, async (tx) => {
          if (!(await repository.lockLiveTenant(tx))) throw notFound();
          if (await repository.hasActiveSuperAdmin(tx))
            throw conflict({ detail: SUPERADMIN_MESSAGES.yaTiene });
          if (await repository.usernameTaken(tx, username))
            throw invalid({ username: [SUPERADMIN_MESSAGES.usuarioEnUso] });
          await repository.insertAccount(tx, account, passwordHash);
        })
        .catch((error: unknown) => {
          // An account of that username made meanwhile by the distributor's own screens.
          if (isUniqueViolation(error)) throw invalid({ username: [SUPERADMIN_MESSAGES.usuarioEnUso] });
          throw error;
        });
      return { username, password_inicial: password };
    },
  };
}
