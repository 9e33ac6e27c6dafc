import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/database';
import { loginFallos } from '../../db/schema/limites';

/** How long a failed login counts against its username. */
const WINDOW = sql`now() - interval '15 minutes'`;

/**
 * Counts failed logins per tenant+username over the last 15 minutes, in the database (issue 30):
 * every replica reads the same rows, so the 11th wrong password is refused whichever replica
 * gets it. Each call runs in the login's own transaction (`tx`), as the app role confined to the
 * tenant. Two attempts at the same instant on two replicas may both be counted before either is
 * refused: the limit can be passed by the attempts in flight, never by sequential ones.
 */
export function createLoginLimiter(maxFailures: number) {
  const ofUser = (tx: TenantTx, usuario: string) =>
    and(eq(loginFallos.tenantId, tx.tenantId), eq(loginFallos.usuario, usuario.toLowerCase()));
  return {
    maxFailures,
    /** The username's failures that still count. */
    async failures(tx: TenantTx, usuario: string): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(loginFallos)
        .where(and(ofUser(tx, usuario), gt(loginFallos.falladoEn, WINDOW)));
      return row?.n ?? 0;
    },
    /** One more failure; the tenant's failures past the window go, so the table stays small. */
    async recordFailure(tx: TenantTx, usuario: string): Promise<void> {
      await tx.insert(loginFallos).values({ tenantId: tx.tenantId, usuario: usuario.toLowerCase() });
      await tx
        .delete(loginFallos)
        .where(and(eq(loginFallos.tenantId, tx.tenantId), lt(loginFallos.falladoEn, WINDOW)));
    },
    /** A successful login forgets the username's failures. */
    async reset(tx: TenantTx, usuario: string): Promise<void> {
      await tx.delete(loginFallos).where(ofUser(tx, usuario));
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
