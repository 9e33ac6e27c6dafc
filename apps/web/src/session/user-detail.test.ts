import { describe, expect, it } from 'vitest';
import { canOpen } from '@ventas/domain/permissions/web-routes';
import { parseUserDetail, toActor } from './user-detail';

const DETALLE = {
  isAdmin: false,
  rol: { id: 4 },
  nombre_completo: 'Eva Prueba',
  username: 'eva',
  id: 7,
  tipo_comercial: 'CALLCENTER',
  must_change_password: false,
  plataforma: false,
};

describe('the actor the guard and the menus check (issue 29 §3)', () => {
  it('carries the permissions the registry gives its groups, whatever their names', () => {
    const actor = toActor(
      parseUserDetail({ ...DETALLE, tenant_groups: [{ name: 'E' }], permisos: ['view_tiendas'] }),
    );
    expect(actor).toEqual({
      roleId: 4,
      isAdmin: false,
      groups: ['E'],
      permissions: ['view_tiendas'],
      platform: false,
    });
    expect(canOpen(actor, 'tiendas')).toBe(true);
    expect(canOpen(actor, 'tutorials')).toBe(false);
  });

  it('shuts a section the registry took from group A', () => {
    const actor = toActor(parseUserDetail({ ...DETALLE, tenant_groups: [{ name: 'A' }], permisos: [] }));
    expect(canOpen(actor, 'tiendas')).toBe(false);
  });

  it('reads the seeded default from an older server’s answer, which names no permissions', () => {
    const actor = toActor(parseUserDetail({ ...DETALLE, tenant_groups: [{ name: 'A' }] }));
    expect(actor.permissions).toBeUndefined();
    expect(canOpen(actor, 'tiendas')).toBe(true);
    expect(canOpen(toActor(parseUserDetail({ ...DETALLE, tenant_groups: [{ name: 'E' }] })), 'tiendas')).toBe(
      false,
    );
  });

  it('refuses a permissions list that is not one', () => {
    const actor = toActor(
      parseUserDetail({ ...DETALLE, tenant_groups: [{ name: 'A' }], permisos: 'view_tiendas' }),
    );
    expect(actor.permissions).toBeUndefined();
  });
});
