import type { Database } from '../../db/database';
import { AppError, notAuthenticated } from '../../http/app-error';
import { verifyPassword } from '../../security/password';
import type { AccessTokens } from '../../session/access-token';
import { canSignIn } from '../../session/signed-in-account';
import type { LoginLimiter } from './login-limiter';
import { issueRefreshToken, spendRefreshToken } from './refresh-token.repository';
import { findAccountById, findAccountByUsername } from './session-account.repository';

export interface TokenPair {
  access: string;
  refresh: string;
}

// SPEC §8 "Login".
export const BAD_CREDENTIALS = 'Usuario o contraseña incorrectos';
const TOO_MANY_ATTEMPTS = 'Demasiados intentos. Inténtelo de nuevo en unos minutos.';
const REFRESH_INVALID = 'La sesión ha caducado. Vuelva a iniciar sesión.';

export function createAuthService(deps: {
  database: Database;
  accessTokens: AccessTokens;
  limiter: LoginLimiter;
  refreshTtlSeconds: number;
}) {
  const { database, accessTokens, limiter, refreshTtlSeconds } = deps;

  async function issuePair(tenantId: number, accountId: number, familyId?: string): Promise<TokenPair> {
    const refresh = await database.tenant(tenantId, (tx) =>
      issueRefreshToken(tx, { accountId, familyId, ttlSeconds: refreshTtlSeconds }),
    );
    return { access: await accessTokens.sign({ tenantId, accountId }), refresh };
  }

  return {
    async login(tenantId: number, username: string, password: string): Promise<TokenPair> {
      const { failures, account } = await database.tenant(tenantId, async (tx) => ({
        failures: await limiter.failures(tx, username),
        account: await findAccountByUsername(tx, username),
      }));
      if (failures >= limiter.maxFailures) {
        throw new AppError('too_many_requests', { detail: TOO_MANY_ATTEMPTS });
      }
      // The password is checked outside any transaction: it is slow on purpose.
      const passwordOk = await verifyPassword(account?.passwordHash ?? null, password);
      if (!account || !passwordOk || !canSignIn(account)) {
        await database.tenant(tenantId, (tx) => limiter.recordFailure(tx, username));
        throw notAuthenticated(BAD_CREDENTIALS);
      }
      if (failures > 0) await database.tenant(tenantId, (tx) => limiter.reset(tx, username));
      return issuePair(tenantId, account.id);
    },

    /** A new session (a token pair of a new family) for an account the caller has just verified. */
    issueSession(tenantId: number, accountId: number): Promise<TokenPair> {
      return issuePair(tenantId, accountId);
    },

    async refresh(tenantId: number, refreshToken: string): Promise<TokenPair> {
      const outcome = await database.tenant(tenantId, async (tx) => {
        const spent = await spendRefreshToken(tx, refreshToken);
        if (spent.kind !== 'rotated') return spent;
        const account = await findAccountById(tx, spent.accountId);
        return account && canSignIn(account) ? spent : ({ kind: 'invalid' } as const);
      });
      if (outcome.kind !== 'rotated') throw notAuthenticated(REFRESH_INVALID);
      return issuePair(tenantId, outcome.accountId, outcome.familyId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
