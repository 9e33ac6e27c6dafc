import type { Detalle } from '@ventas/domain/cuentas/cuentas-contract';
import { isRoleId, type RoleId } from '@ventas/domain/permissions/roles';
import type { WebActor } from '@ventas/domain/permissions/web-routes';

/** SPEC §7: GET /api/cuentas/detalle/, with a role the permission table knows. */
export type UserDetail = Omit<Detalle, 'rol'> & { rol: { id: RoleId } };

/** Refuses an answer the guard could not reason about (no known role), rather than guess. */
export function parseUserDetail(raw: unknown): UserDetail {
  const detail = raw as Partial<UserDetail> | null;
  if (!detail || !isRoleId(detail.rol?.id) || typeof detail.username !== 'string') {
    throw new Error('Detalle de usuario no válido');
  }
  return {
    ...(detail as UserDetail),
    isAdmin: detail.isAdmin === true,
    // Issue 16: only an explicit true holds the user on /cambiar-password; only true shows the platform tabs.
    must_change_password: detail.must_change_password === true,
    plataforma: detail.plataforma === true,
    tenant_groups: Array.isArray(detail.tenant_groups) ? detail.tenant_groups : [],
    // Issue 29 §3: the registry's permissions as the server read them; absent, the seeded default.
    permisos: Array.isArray(detail.permisos) ? detail.permisos : undefined,
  };
}

/** Who the guard and the menus check; `platform`: the platform distributor's account (issue 29). */
export function toActor(user: UserDetail): WebActor {
  return {
    roleId: user.rol.id,
    isAdmin: user.isAdmin,
    groups: user.tenant_groups.map((group) => group.name),
    ...(user.permisos ? { permissions: user.permisos } : {}),
    platform: user.plataforma,
  };
}

/** The server already names the user the one way (`@ventas/domain/people/display-name`). */
export function displayName(user: UserDetail): string {
  return user.nombre_completo;
}
