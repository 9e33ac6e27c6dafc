import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { TenantTx } from '../../db/database';
import { refreshTokens } from '../../db/schema/accounts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Opaque refresh tokens; only their hash is stored. */
export async function issueRefreshToken(
  tx: TenantTx,
  input: { accountId: number; familyId?: string; ttlSeconds: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(refreshTokens).values({
    tenantId: tx.tenantId,
    accountId: input.accountId,
    familyId: input.familyId ?? randomUUID(),
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + input.ttlSeconds * 1000),
  });
  return token;
}

export type RefreshOutcome =
  { kind: 'rotated'; accountId: number; familyId: string } | { kind: 'invalid' } | { kind: 'reused' };

/**
 * Spends a refresh token. A token presented twice means it leaked (or two clients raced):
 * the whole family is revoked, so whoever holds any of its tokens must log in again.
 */
export async function spendRefreshToken(tx: TenantTx, token: string): Promise<RefreshOutcome> {
  const [row] = await tx
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tenantId, tx.tenantId), eq(refreshTokens.tokenHash, hashToken(token))))
    .for('update');
  if (!row || row.revokedAt) return { kind: 'invalid' };
  if (row.usedAt) {
    await revokeFamily(tx, row.familyId);
    return { kind: 'reused' };
  }
  if (row.expiresAt.getTime() <= Date.now()) return { kind: 'invalid' };
  await tx
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.tenantId, tx.tenantId), eq(refreshTokens.id, row.id)));
  return { kind: 'rotated', accountId: row.accountId, familyId: row.familyId };
}

async function revokeFamily(tx: TenantTx, familyId: string): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.tenantId, tx.tenantId),
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

/**
 * Revokes every live refresh token of an account: after a password change or reset, or when the
 * account is deleted, no session of it can be renewed (its access token lapses within its TTL,
 * or at once when the account can no longer sign in).
 */
export async function revokeAccountRefreshTokens(tx: TenantTx, accountId: number): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.tenantId, tx.tenantId),
        eq(refreshTokens.accountId, accountId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}
