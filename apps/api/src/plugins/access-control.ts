import type { FastifyInstance, FastifyRequest } from 'fastify';
import { displayName } from '@ventas/domain/people/display-name';
import { canAccess } from '@ventas/domain/permissions/access-rule';
import { isRoleId } from '@ventas/domain/permissions/roles';
import { forbidden, notAuthenticated } from '../http/app-error';
import type { RequestUser } from '../http/fastify-types';
import { canSignIn } from '../session/signed-in-account';

const TOKEN_INVALID = 'Token no válido o caducado.';
const TOKEN_OTHER_TENANT = 'El token no pertenece a este distribuidor.';
const ONLY_PLATFORM = 'Solo los SuperAdmin de la plataforma gestionan los distribuidores.';
export const MUST_CHANGE_PASSWORD = 'Debe cambiar su contraseña antes de continuar.';

/**
 * Enforces each route's declared rule on the server (the spec only had client checks), on the
 * account the request session re-read for this very request (request-session.ts), so a
 * role change or a BAJA takes effect at once.
 */
export function registerAccessControl(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api') && !route.config?.access) {
      throw new Error(`La ruta ${route.method} ${route.url} no declara su regla de acceso.`);
    }
  });
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access;
    if (!access || access.kind === 'public') return;
    const user = authenticate(request);
    if (!canAccess(user, access.rule)) throw forbidden();
    if (access.platform && !request.tenant.isPlatform) throw forbidden(ONLY_PLATFORM);
    if (user.mustChangePassword && !request.routeOptions.config.beforePasswordChange) {
      throw forbidden(MUST_CHANGE_PASSWORD);
    }
    request.user = user;
  });
}

function authenticate(request: FastifyRequest): RequestUser {
  const credentials = request.credentials;
  if (credentials.kind === 'none') throw notAuthenticated();
  if (credentials.kind === 'invalid') throw notAuthenticated(TOKEN_INVALID);
  const tenant = request.tenant;
  if (credentials.claims.tenantId !== tenant.id) throw notAuthenticated(TOKEN_OTHER_TENANT);
  const account = credentials.account;
  if (!account || !canSignIn(account) || !isRoleId(account.rol)) throw notAuthenticated(TOKEN_INVALID);
  return {
    accountId: account.id,
    username: account.username,
    nombreCompleto: displayName(account),
    tipoComercial: account.tipoComercial,
    roleId: account.rol,
    isAdmin: account.isAdmin,
    groups: tenant.groups,
    permissions: tenant.permissions,
    mustChangePassword: account.mustChangePassword,
  };
}
