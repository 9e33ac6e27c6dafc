import { eq } from 'drizzle-orm';
import type { TenantTx } from '../../db/database';
import { accounts } from '../../db/schema/accounts';

/** Every account of the tenant, with what the assignment list shows (a few dozen rows). */
export function listTenantAccounts(tx: TenantTx) {
  return tx
    .select({
      id: accounts.id,
      nombre: accounts.nombre,
      apellidos: accounts.apellidos,
      username: accounts.username,
      estado: accounts.estado,
      tipoComercial: accounts.tipoComercial,
      rol: accounts.rol,
    })
    .from(accounts)
    .where(eq(accounts.tenantId, tx.tenantId));
}
