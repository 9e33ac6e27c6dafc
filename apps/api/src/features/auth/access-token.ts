import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  accountId: number;
  tenantId: number;
}

const ISSUER = 'ventas';

/** Short-lived HS256 access tokens; the tenant id inside binds the token to its tenant. */
export function createAccessTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ tid: claims.tenantId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.accountId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        const accountId = Number(payload.sub);
        const tenantId = payload['tid'];
        if (!Number.isInteger(accountId) || typeof tenantId !== 'number') return null;
        return { accountId, tenantId };
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
