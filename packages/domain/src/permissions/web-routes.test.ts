import { describe, expect, it } from 'vitest';
import { canAccess } from './access-rule';
import { ROLE_IDS, type Actor, type GroupName, type RoleId } from './roles';
import { SECTION_PERMISSIONS, type SectionPermission } from './section-permissions';
import { WEB_ROUTES, canOpen, type WebRouteName } from './web-routes';

// SPEC §2 written out by hand, so the table in web-routes.ts can be caught disagreeing with it.
// Each route: the roles allowed, the groups required ([] = any tenant) and, issue 29, the
// distributors it opens on: the sales ones unless it says the platform's only, or every one.
// Issue 29 §3: a group-switched route names the registry permission that switches it on (`by`);
// `groups` is then its seeded default, SPEC §2's table; `operator`: the operator group it also needs.
type On = 'plataforma' | 'todas';
interface SpecRoute {
  roles: RoleId[];
  groups: GroupName[];
  by?: SectionPermission;
  operator?: GroupName[];
  on?: On;
}
const SPEC_ROUTES: Record<WebRouteName, SpecRoute> = {
  dashboard: { roles: [1, 2, 3, 4], groups: [] },
  teletrabajo: { roles: [1, 2, 3, 4], groups: [] },
  // Not in SPEC §2: issue 31 §2's offers pipeline, every role (decision 236).
  ofertas: { roles: [1, 2, 3, 4], groups: [] },
  // SPEC §2 allows all roles; group D as its menu entry and its API (issue 29, decision 150).
  retailX: { roles: [1, 2, 3, 4], groups: ['D'], by: 'view_retailx' },
  // Not in SPEC §2: issue 18's offers tracking under RetailX, managers of group D (decision 168).
  seguimientoOfertas: { roles: [1, 2, 3], groups: ['D'], by: 'view_retailx', operator: ['D'] },
  gerencia: { roles: [1, 2, 3], groups: [] },
  gerenciaComerciales: { roles: [1, 2, 3], groups: [] },
  gerenciaProyeccion: { roles: [1, 2, 3], groups: [] },
  gerenciaReporte: { roles: [1, 2, 3], groups: [] },
  gerenciaEstadisticas: { roles: [1, 2, 3], groups: [] },
  rrhh: { roles: [1, 2], groups: [], on: 'todas' },
  OfferConfigurator: { roles: [1, 2, 3, 4], groups: [] },
  devicemanagement: { roles: [1, 2, 3, 4], groups: ['A'], by: 'view_devicemanagement' },
  managementBase: { roles: [1, 2, 3], groups: [] },
  areapersonal: { roles: [1, 2, 3, 4], groups: [] },
  mizona: { roles: [1, 2, 3, 4], groups: [] },
  calendario: { roles: [1, 2, 3, 4], groups: [] },
  calculadora: { roles: [1, 2, 3, 4], groups: [] },
  liquidacion: { roles: [1, 2], groups: ['A'], by: 'view_liquidacion' },
  listaupfronts: { roles: [1, 2], groups: ['A'], by: 'view_liquidacion' },
  tutorials: { roles: [1, 2, 3, 4], groups: ['A'], by: 'view_tutorials' },
  tiendas: { roles: [1, 2, 3, 4], groups: ['A'], by: 'view_tiendas' },
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
  it('names each group-switched route’s permission, whose seeded default is SPEC §2’s groups', () => {
    for (const [route, spec] of Object.entries(SPEC_ROUTES)) {
      const { access } = WEB_ROUTES[route as WebRouteName];
      expect(access.permission, route).toBe(spec.by);
      expect([...access.groups], route).toEqual(spec.operator ?? []);
      if (spec.by) expect([...SECTION_PERMISSIONS[spec.by].defaultGroups], route).toEqual(spec.groups);
      else expect(spec.groups, route).toEqual([]);
    }
  });

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

// Issue 29 §3: what the registry says each distributor's groups hold, whatever their names.
const REGISTRY_TENANTS: Array<{ groups: string[]; permissions: SectionPermission[] }> = [
  { groups: [], permissions: [] },
  { groups: ['E'], permissions: [] },
  { groups: ['E'], permissions: ['view_tiendas'] },
  { groups: ['A'], permissions: [] },
  { groups: ['A'], permissions: ['view_tutorials', 'view_liquidacion'] },
  { groups: ['D'], permissions: ['view_retailx'] },
  { groups: ['D'], permissions: [] },
  { groups: ['E'], permissions: ['view_retailx'] },
  { groups: ['B', 'E'], permissions: ['view_devicemanagement', 'view_tiendas', 'view_retailx'] },
];

const registryCases = (Object.keys(SPEC_ROUTES) as WebRouteName[]).flatMap((route) =>
  ROLE_IDS.flatMap((roleId) => REGISTRY_TENANTS.map((tenant) => ({ route, roleId, ...tenant }))),
);

describe('screen routes switched by the registry (issue 29 §3)', () => {
  it.each(registryCases)(
    '$route for role $roleId in groups $groups holding $permissions',
    ({ route, roleId, groups, permissions }) => {
      const spec = SPEC_ROUTES[route];
      const expected =
        spec.on !== 'plataforma' &&
        spec.roles.includes(roleId) &&
        (!spec.by || permissions.includes(spec.by)) &&
        (!spec.operator || spec.operator.some((g) => groups.includes(g)));
      expect(canOpen({ roleId, groups, permissions, isAdmin: false }, route)).toBe(expected);
    },
  );

  it('opens Tiendas to a group E holding its permission, and shuts it to a group A that lost it', () => {
    expect(
      canOpen({ roleId: 4, isAdmin: false, groups: ['E'], permissions: ['view_tiendas'] }, 'tiendas'),
    ).toBe(true);
    expect(canOpen({ roleId: 4, isAdmin: false, groups: ['E'] }, 'tiendas')).toBe(false);
    expect(canOpen({ roleId: 1, isAdmin: true, groups: ['A'], permissions: [] }, 'tiendas')).toBe(false);
  });

  it('keeps the offers tracking on group D’s portal even where RetailX is switched on', () => {
    const e = { roleId: 3, isAdmin: false, groups: ['E'], permissions: ['view_retailx'] } as const;
    expect(canOpen(e, 'retailX')).toBe(true);
    expect(canOpen(e, 'seguimientoOfertas')).toBe(false);
  });
});
