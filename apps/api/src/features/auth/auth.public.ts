import type { TokenPair } from './auth.service';

/**
 * What other features may use of sign-in (architecture.md "Boundaries"): revoking an account's
 * refresh tokens, and `app.sessionTokens` (decorated by authRoutes) to open a new session for an
 * account whose identity the caller has just proved (the password change answers a fresh pair).
 */
export { revokeAccountRefreshTokens } from './refresh-token.repository';
export type { TokenPair } from './auth.service';

export interface SessionTokens {
  issue(tenantId: number, accountId: number): Promise<TokenPair>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionTokens: SessionTokens;
  }
}
