import { describe, expect, it } from 'vitest';
import { canAccess } from './access-rule';
import { ROLE_IDS, type Actor, type GroupName, type RoleId } from './roles';
import { WEB_ROUTES, canOpen, type WebRouteName } from './web-routes';

// SPEC §2 written out by hand, so the table in web-routes.ts can be caught disagreeing with it.
// Each route: the roles allowed, the groups required ([] = any tenant) and, issue 29, the
// distributors it opens on: the sales ones unless it says the platform's only, or every one.
type On = 'plataforma' | 'todas';
const SPEC_ROUTES: Record<WebRouteName, { roles: RoleId[]; groups: GroupName[]; on?: On }> = {
  dashboard: { roles: [1, 2, 3, 4], groups: [] },
  teletrabajo: { roles: [1, 2, 3, 4], groups: [] },
  // SPEC §2 allows all roles; group D as its menu entry and its API (issue 29, decision 150).
  retailX: { roles: [1, 2, 3, 4], groups: ['D'] },
  // Not in SPEC §2: issue 18's offers tracking under RetailX, managers of group D (decision 168).
  seguimientoOfertas: { roles: [1, 2, 3], groups: ['D'] },
  gerencia: { roles: [1, 2, 3], groups: [] },
  gerenciaComerciales: { roles: [1, 2, 3], groups: [] },
  gerenciaProyeccion: { roles: [1, 2, 3], groups: [] },
  gerenciaReporte: { roles: [1, 2, 3], groups: [] },
  gerenciaEstadisticas: { roles: [1, 2, 3], groups: [] },
  rrhh: { roles: [1, 2], groups: [], on: 'todas' },
  OfferConfigurator: { roles: [1, 2, 3, 4], groups: [] },
  devicemanagement: { roles: [1, 2, 3, 4], groups: ['A'] },
  managementBase: { roles: [1, 2, 3], groups: [] },
  areapersonal: { roles: [1, 2, 3, 4], groups: [] },
  mizona: { roles: [1, 2, 3, 4], groups: [] },
  calendario: { roles: [1, 2, 3, 4], groups: [] },
  calculadora: { roles: [1, 2, 3, 4], groups: [] },
  liquidacion: { roles: [1, 2], groups: ['A'] },
  listaupfronts: { roles: [1, 2], groups: ['A'] },
  tutorials: { roles: [1, 2, 3, 4], groups: ['A'] },
  tiendas: { roles: [1, 2, 3, 4], groups: ['A'] },
  databaseManagement: { roles: [1], groups: [] },
  // Not in SPEC §2: issue 16's own password change, open to every signed-in role.
  cambiarPassword: { roles: [1, 2, 3, 4], groups: [], on: 'todas' },
  // Not in SPEC §2: issue 29's screens of the platform distributor (decision 134), its own alone.
  distribuidores: { roles: [1], groups: [], on: 'plataforma' },
  grupos: { roles: [1], groups: [], on: 'plataforma' },
  permisos: { roles: [1], groups: [], on: 'plataforma' },
  auditoria: { roles: [1, 2], groups: [], on: 'plataforma' },
};

const TENANT_GROUP_SETS: GroupName[][] = [[], ['A'], ['B'], ['C'], ['D'], ['A', 'D'], ['B', 'C']];
const actor = (roleId: RoleId, groups: GroupName[], isAdmin = false): Actor => ({ roleId, groups, isAdmin });

const cases = (Object.keys(SPEC_ROUTES) as WebRouteName[]).flatMap((route) =>
  ROLE_IDS.flatMap((roleId) =>
    TENANT_GROUP_SETS.flatMap((groups) =>
      [false, true].map((platform) => ({ route, roleId, groups, platform })),
    ),
  ),
);

describe('screen routes (SPEC §2)', () => {
  it('covers every route of the table and no other', () => {
    expect(Object.keys(WEB_ROUTES).sort()).toEqual(Object.keys(SPEC_ROUTES).sort());
  });

  it.each(cases)(
    '$route for role $roleId in groups $groups (platform: $platform)',
    ({ route, roleId, groups, platform }) => {
      const spec = SPEC_ROUTES[route];
      const onThisDistribuidor = spec.on === 'todas' || (spec.on === 'plataforma') === platform;
      const expected =
        onThisDistribuidor &&
        spec.roles.includes(roleId) &&
        (spec.groups.length === 0 || spec.groups.some((g) => groups.includes(g)));
      expect(canOpen({ ...actor(roleId, groups), platform }, route)).toBe(expected);
    },
  );

  it('reads an actor with no platform flag as a sales distributor’s', () => {
    expect(canOpen(actor(1, []), 'dashboard')).toBe(true);
    expect(canOpen(actor(1, []), 'distribuidores')).toBe(false);
  });

  it('lets isAdmin pass any role list but never a group the tenant lacks', () => {
    expect(canAccess(actor(4, ['A'], true), WEB_ROUTES.databaseManagement.access)).toBe(true);
    expect(canAccess(actor(4, ['D'], true), WEB_ROUTES.devicemanagement.access)).toBe(false);
    expect(canOpen({ ...actor(4, [], true), platform: true }, 'distribuidores')).toBe(true);
    expect(canOpen({ ...actor(4, ['A'], true), platform: true }, 'devicemanagement')).toBe(false);
  });
});
