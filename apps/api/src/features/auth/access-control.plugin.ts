import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canAccess } from '@ventas/domain/permissions/access-rule';
import { isRoleId } from '@ventas/domain/permissions/roles';
import type { Database } from '../../db/database';
import { forbidden, notAuthenticated } from '../../http/app-error';
import type { RequestUser } from '../../http/fastify-types';
import type { AccessTokens } from './access-token';
import { canSignIn, displayName, findAccountById } from './session-account.repository';

const TOKEN_INVALID = 'Token no válido o caducado.';
const TOKEN_OTHER_TENANT = 'El token no pertenece a este distribuidor.';

/**
 * Enforces each route's declared rule on the server (the spec only had client checks).
 * The account is re-read on every request so a role change or a BAJA takes effect at once.
 */
export function registerAccessControl(
  app: FastifyInstance,
  options: { database: Database; accessTokens: AccessTokens },
): void {
  app.decorateRequest('user', null);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api') && !route.config?.access) {
      throw new Error(`La ruta ${route.method} ${route.url} no declara su regla de acceso.`);
    }
  });
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access;
    if (!access || access.kind === 'public') return;
    const user = await authenticate(request, options);
    if (!canAccess(user, access.rule)) throw forbidden();
    request.user = user;
  });
}

async function authenticate(
  request: FastifyRequest,
  { database, accessTokens }: { database: Database; accessTokens: AccessTokens },
): Promise<RequestUser> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw notAuthenticated();
  const claims = await accessTokens.verify(match[1]);
  if (!claims) throw notAuthenticated(TOKEN_INVALID);
  const tenant = request.tenant;
  if (claims.tenantId !== tenant.id) throw notAuthenticated(TOKEN_OTHER_TENANT);
  const account = await database.tenant(tenant.id, (tx) => findAccountById(tx, tenant.id, claims.accountId));
  if (!account || !canSignIn(account) || !isRoleId(account.rol)) throw notAuthenticated(TOKEN_INVALID);
  return {
    accountId: account.id,
    username: account.username,
    nombreCompleto: displayName(account),
    tipoComercial: account.tipoComercial,
    roleId: account.rol,
    isAdmin: account.isAdmin,
    groups: tenant.groups,
  };
}
