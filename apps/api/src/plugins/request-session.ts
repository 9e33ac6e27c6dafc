import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { AppError, notFound } from '../http/app-error';
import type { AccessClaims, AccessTokens } from '../session/access-token';
import { findRequestSession } from '../session/request-session.repository';
import type { SignedInAccount } from '../session/signed-in-account';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** The tenant label is the host's first label; bare names and IPs fall back to the default. */
export function tenantLabelFromHost(host: string | undefined, defaultTenant: string): string {
  const hostname = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  if (!hostname || hostname.startsWith('[') || IPV4.test(hostname) || !hostname.includes('.')) {
    return defaultTenant;
  }
  return hostname.split('.')[0] ?? defaultTenant;
}

/** What the request's bearer token proved, for the access control to judge. */
export type RequestCredentials =
  | { kind: 'none' }
  | { kind: 'invalid' }
  | { kind: 'token'; claims: AccessClaims; account: SignedInAccount | null };

declare module 'fastify' {
  interface FastifyRequest {
    credentials: RequestCredentials;
  }
}

const MAINTENANCE_DETAIL = 'Estamos en mantenimiento, volvemos en breve.';

async function readClaims(
  request: FastifyRequest,
  accessTokens: AccessTokens,
): Promise<AccessClaims | 'none' | 'invalid'> {
  const access = request.routeOptions.config.access;
  if (!access || access.kind === 'public') return 'none';
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return 'none';
  return (await accessTokens.verify(match[1])) ?? 'invalid';
}

/**
 * Resolves every /api request's tenant and, for signed-in routes, its account, in one database
 * statement; then applies the tenant's maintenance switch. Access control judges the rest.
 */
export function registerRequestSession(
  app: FastifyInstance,
  options: { database: Database; defaultTenant: string; platformTenant: string; accessTokens: AccessTokens },
): void {
  app.decorateRequest('tenant', null as never);
  app.decorateRequest('credentials', null as never);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const label = tenantLabelFromHost(request.headers.host, options.defaultTenant);
    const claims = await readClaims(request, options.accessTokens);
    const accountId = typeof claims === 'object' ? claims.accountId : null;
    const session = await findRequestSession(options.database, label, accountId, options.platformTenant);
    if (!session) throw notFound(`No existe ningún distribuidor para «${label}».`);
    request.tenant = session.tenant;
    request.credentials =
      typeof claims === 'object'
        ? { kind: 'token', claims, account: session.account }
        : { kind: claims === 'none' ? 'none' : 'invalid' };
    if (session.tenant.maintenance && !request.routeOptions.config.maintenanceExempt) {
      throw new AppError('maintenance', { detail: MAINTENANCE_DETAIL });
    }
  });
}
