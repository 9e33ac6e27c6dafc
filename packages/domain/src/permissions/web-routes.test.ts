import { describe, expect, it } from 'vitest';
import { canAccess } from './access-rule';
import { ROLE_IDS, type Actor, type GroupName, type RoleId } from './roles';
import {
  BOTTOM_BAR_ENTRIES,
  DRAWER_ENTRIES,
  SECTION_LABELS,
  WEB_ROUTES,
  type WebRouteName,
} from './web-routes';

// SPEC §2 written out by hand, so the table in web-routes.ts can be caught disagreeing with it.
// Each route: the roles allowed and the groups required ([] = any tenant).
const SPEC_ROUTES: Record<WebRouteName, { roles: RoleId[]; groups: GroupName[] }> = {
  dashboard: { roles: [1, 2, 3, 4], groups: [] },
  teletrabajo: { roles: [1, 2, 3, 4], groups: [] },
  retailX: { roles: [1, 2, 3, 4], groups: [] },
  // Not in SPEC §2: issue 18's offers tracking under RetailX, managers of group D (decision 168).
  seguimientoOfertas: { roles: [1, 2, 3], groups: ['D'] },
  gerencia: { roles: [1, 2, 3], groups: [] },
  gerenciaComerciales: { roles: [1, 2, 3], groups: [] },
  gerenciaProyeccion: { roles: [1, 2, 3], groups: [] },
  gerenciaReporte: { roles: [1, 2, 3], groups: [] },
  gerenciaEstadisticas: { roles: [1, 2, 3], groups: [] },
  rrhh: { roles: [1, 2], groups: [] },
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
  cambiarPassword: { roles: [1, 2, 3, 4], groups: [] },
};

const TENANT_GROUP_SETS: GroupName[][] = [[], ['A'], ['B'], ['C'], ['D'], ['A', 'D'], ['B', 'C']];
const actor = (roleId: RoleId, groups: GroupName[], isAdmin = false): Actor => ({ roleId, groups, isAdmin });

const cases = (Object.keys(SPEC_ROUTES) as WebRouteName[]).flatMap((route) =>
  ROLE_IDS.flatMap((roleId) => TENANT_GROUP_SETS.map((groups) => ({ route, roleId, groups }))),
);

describe('screen routes (SPEC §2)', () => {
  it('covers every route of the table and no other', () => {
    expect(Object.keys(WEB_ROUTES).sort()).toEqual(Object.keys(SPEC_ROUTES).sort());
  });

  it.each(cases)('$route for role $roleId in groups $groups', ({ route, roleId, groups }) => {
    const spec = SPEC_ROUTES[route];
    const expected =
      spec.roles.includes(roleId) &&
      (spec.groups.length === 0 || spec.groups.some((g) => groups.includes(g)));
    expect(canAccess(actor(roleId, groups), WEB_ROUTES[route].access)).toBe(expected);
  });

  it('lets isAdmin pass any role list but never a group the tenant lacks', () => {
    expect(canAccess(actor(4, ['A'], true), WEB_ROUTES.databaseManagement.access)).toBe(true);
    expect(canAccess(actor(4, ['D'], true), WEB_ROUTES.devicemanagement.access)).toBe(false);
  });
});

const visibleDrawer = (a: Actor) =>
  DRAWER_ENTRIES.filter((entry) => canAccess(a, entry.access)).map((e) => e.label);

describe('side drawer (SPEC §2)', () => {
  it.each([
    [
      1,
      ['A'],
      [
        'Dashboard',
        'Gerencia',
        'Teletrabajo',
        'ÁreaPersonal',
        'Administración',
        'Dispositivos',
        'RRHH',
        'Database Management',
      ],
    ],
    [
      2,
      ['A'],
      ['Dashboard', 'Gerencia', 'Teletrabajo', 'ÁreaPersonal', 'Administración', 'Dispositivos', 'RRHH'],
    ],
    [3, ['A'], ['Dashboard', 'Gerencia', 'Teletrabajo', 'ÁreaPersonal', 'Dispositivos']],
    [4, ['A'], ['Dashboard', 'Teletrabajo', 'ÁreaPersonal', 'Dispositivos']],
    [
      1,
      ['D'],
      [
        'Dashboard',
        'Gerencia',
        'Teletrabajo',
        'RetailX',
        'ÁreaPersonal',
        'Administración',
        'RRHH',
        'Database Management',
      ],
    ],
    [2, ['D'], ['Dashboard', 'Gerencia', 'Teletrabajo', 'RetailX', 'ÁreaPersonal', 'Administración', 'RRHH']],
    [3, ['D'], ['Dashboard', 'Gerencia', 'Teletrabajo', 'ÁreaPersonal']],
    [4, ['D'], ['Dashboard', 'Teletrabajo', 'ÁreaPersonal']],
    [4, [], ['Dashboard', 'Teletrabajo', 'ÁreaPersonal']],
  ] as Array<[RoleId, GroupName[], string[]]>)('role %i in groups %j sees %j', (roleId, groups, expected) => {
    expect(visibleDrawer(actor(roleId, groups))).toEqual(expected);
  });

  it('never shows an entry whose route would send the user to logout', () => {
    for (const roleId of ROLE_IDS) {
      for (const groups of TENANT_GROUP_SETS) {
        for (const entry of DRAWER_ENTRIES.filter((e) => canAccess(actor(roleId, groups), e.access))) {
          expect(
            canAccess(actor(roleId, groups), WEB_ROUTES[entry.route].access),
            `${entry.label} ${roleId}`,
          ).toBe(true);
        }
      }
    }
  });
});

describe('bottom bar (SPEC §2)', () => {
  const visible = (a: Actor) =>
    BOTTOM_BAR_ENTRIES.filter((entry) => canAccess(a, entry.access)).map((e) => e.label);

  it.each([
    [1, ['A'], ['Dashboard', 'Teletrabajo', 'Gerencia', 'Administración', 'ÁreaPersonal']],
    [3, ['A'], ['Dashboard', 'Teletrabajo', 'Gerencia', 'ÁreaPersonal']],
    [4, ['A'], ['Dashboard', 'Teletrabajo', 'Dispositivos', 'ÁreaPersonal']],
    [4, ['D'], ['Dashboard', 'Teletrabajo', 'ÁreaPersonal']],
  ] as Array<[RoleId, GroupName[], string[]]>)(
    'role %i in groups %j shows %j',
    (roleId, groups, expected) => {
      expect(visible(actor(roleId, groups))).toEqual(expected);
    },
  );
});

describe('section labels (SPEC §2)', () => {
  it.each([
    ...DRAWER_ENTRIES.map((entry) => ['drawer', entry] as const),
    ...BOTTOM_BAR_ENTRIES.map((entry) => ['bottom bar', entry] as const),
  ])('the %s names %o by its section label', (_menu, entry) => {
    expect(entry.label).toBe(SECTION_LABELS[entry.route]);
  });

  it("spells the personal area as the spec's drawer does, ÁreaPersonal, in both menus", () => {
    expect(SECTION_LABELS.areapersonal).toBe('ÁreaPersonal');
    const personal = [...DRAWER_ENTRIES, ...BOTTOM_BAR_ENTRIES].filter(
      (entry) => entry.route === 'areapersonal',
    );
    expect(personal.map((entry) => entry.label)).toEqual(['ÁreaPersonal', 'ÁreaPersonal']);
  });
});
