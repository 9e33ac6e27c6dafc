import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TenantTx } from '../../db/database';
import { accounts } from '../../db/schema/accounts';
import { tiposObjetivo } from '../../db/schema/catalogos';

/**
 * Every account of the tenant, with what the assignment list shows (a few dozen rows). An account
 * deleted with history (`eliminada_el`, issue 16) is left out: nobody is assigned to it any more,
 * while its name still shows on its past records (they join `accounts` directly).
 */
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
    .where(and(eq(accounts.tenantId, tx.tenantId), isNull(accounts.eliminadaEl)));
}

/** The tenant's objective families (tipos de objetivo) by name, for the Gerencia screens' filter. */
export function listFamiliasObjetivo(tx: TenantTx) {
  return tx
    .select({ id: tiposObjetivo.id, nombre: tiposObjetivo.nombre })
    .from(tiposObjetivo)
    .where(eq(tiposObjetivo.tenantId, tx.tenantId))
    .orderBy(asc(tiposObjetivo.nombre), asc(tiposObjetivo.id));
}
