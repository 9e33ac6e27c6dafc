import { describe, expect, it } from 'vitest';
import { ROLE_IDS, type GroupName, type RoleId } from './roles';
import {
  BOTTOM_BAR_ENTRIES,
  DRAWER_SECTIONS,
  OUTSIDE_DRAWER,
  bottomBarFor,
  homeRoute,
  navigationFor,
  screenTitle,
  screensSwitchedBy,
  sectionOf,
} from './web-navigation';
import { SECTION_LABELS, WEB_ROUTES, canOpen, type WebActor, type WebRouteName } from './web-routes';

const TENANT_GROUP_SETS: GroupName[][] = [[], ['A'], ['B'], ['C'], ['D'], ['A', 'D'], ['B', 'C']];
const actor = (roleId: RoleId, groups: GroupName[], isAdmin = false): WebActor => ({
  roleId,
  groups,
  isAdmin,
});
/** An account of the platform distributor (decision 134), which the demo seeds with no groups. */
const ofPlatform = (roleId: RoleId, groups: GroupName[] = [], isAdmin = false): WebActor => ({
  ...actor(roleId, groups, isAdmin),
  platform: true,
});
/** Issue 29 §3: a distributor whose groups hold these permissions in the registry. */
const holding = (roleId: RoleId, groups: string[], permissions: string[]): WebActor => ({
  roleId,
  groups,
  permissions,
  isAdmin: false,
});
const REGISTRY_SETS: Array<[string[], string[]]> = [
  [['E'], ['view_tiendas']],
  [['A'], []],
  [['D'], []],
  [['E'], ['view_retailx', 'view_devicemanagement', 'view_liquidacion']],
];
/** Every role of every group set, on a sales distributor and on the platform, and as the registry says. */
const EVERYONE: WebActor[] = ROLE_IDS.flatMap((roleId) => [
  ...TENANT_GROUP_SETS.flatMap((groups) => [actor(roleId, groups), ofPlatform(roleId, groups)]),
  ...REGISTRY_SETS.map(([groups, permissions]) => holding(roleId, groups, permissions)),
]);
const who = (a: WebActor) => `${a.roleId} ${a.groups.join(',')}${a.platform ? ' platform' : ''}`;
const labels = (a: WebActor) => navigationFor(a).map((entry) => entry.label);
const tabsOf = (a: WebActor, label: string) =>
  navigationFor(a)
    .find((entry) => entry.label === label)
    ?.tabs.map((screen) => screen.label);

describe('where each route is found', () => {
  it('places every route exactly once: a drawer entry, a tab of one, or outside the drawer', () => {
    const places = (route: WebRouteName) =>
      DRAWER_SECTIONS.filter((entry) => entry.route === route).length +
      DRAWER_SECTIONS.flatMap((entry) =>
        entry.tabs.filter((t) => t.route === route && t.route !== entry.route),
      ).length +
      (Object.hasOwn(OUTSIDE_DRAWER, route) ? 1 : 0);
    for (const route of Object.keys(WEB_ROUTES) as WebRouteName[]) expect(places(route), route).toBe(1);
  });

  it("keeps outside the drawer only a route that needs an id, and the user menu's own", () => {
    expect(Object.keys(OUTSIDE_DRAWER).sort()).toEqual(['OfferConfigurator', 'cambiarPassword']);
    expect(WEB_ROUTES.OfferConfigurator.path).toContain(':id');
  });

  it('names each tab after its entry, and an entry that is its own first tab after itself', () => {
    expect(screenTitle('dashboard')).toBe('Dashboard');
    expect(screenTitle('gerenciaProyeccion')).toBe('Gerencia — Proyección');
    expect(screenTitle('mizona')).toBe('ÁreaPersonal — Comunicados');
    expect(screenTitle('retailX')).toBe('RetailX');
    expect(screenTitle('seguimientoOfertas')).toBe('RetailX — Seguimiento de ofertas');
    expect(screenTitle('tutorials')).toBe('Tutoriales');
    expect(screenTitle('cambiarPassword')).toBe('Cambiar contraseña');
    expect(screenTitle('distribuidores')).toBe('Distribuidores');
    expect(screenTitle('permisos')).toBe('Distribuidores — Permisos');
    expect(screenTitle('auditoria')).toBe('Auditoría');
  });

  it('knows the entry each screen is found under', () => {
    expect(sectionOf('seguimientoOfertas')).toBe('retailX');
    expect(sectionOf('liquidacion')).toBe('areapersonal');
    expect(sectionOf('gerencia')).toBe('gerencia');
    expect(sectionOf('OfferConfigurator')).toBeNull();
  });
});

// SPEC §2's drawer as issue 29 amends it, written out by hand: an entry shows whenever its route
// may be opened (RetailX for every role of group D, Administración for Managers), and Tiendas and
// Tutoriales (group A) have entries.
describe('side drawer', () => {
  const all = ['Dashboard', 'Gerencia', 'Teletrabajo', 'Ofertas'];
  it.each([
    [
      1,
      ['A'],
      [
        ...all,
        'ÁreaPersonal',
        'Administración',
        'Dispositivos',
        'Tiendas',
        'Tutoriales',
        'RRHH',
        'Database Management',
      ],
    ],
    [2, ['A'], [...all, 'ÁreaPersonal', 'Administración', 'Dispositivos', 'Tiendas', 'Tutoriales', 'RRHH']],
    [3, ['A'], [...all, 'ÁreaPersonal', 'Administración', 'Dispositivos', 'Tiendas', 'Tutoriales']],
    [
      4,
      ['A'],
      ['Dashboard', 'Teletrabajo', 'Ofertas', 'ÁreaPersonal', 'Dispositivos', 'Tiendas', 'Tutoriales'],
    ],
    [1, ['D'], [...all, 'RetailX', 'ÁreaPersonal', 'Administración', 'RRHH', 'Database Management']],
    [2, ['D'], [...all, 'RetailX', 'ÁreaPersonal', 'Administración', 'RRHH']],
    [3, ['D'], [...all, 'RetailX', 'ÁreaPersonal', 'Administración']],
    [4, ['D'], ['Dashboard', 'Teletrabajo', 'Ofertas', 'RetailX', 'ÁreaPersonal']],
    [4, [], ['Dashboard', 'Teletrabajo', 'Ofertas', 'ÁreaPersonal']],
  ] as Array<[RoleId, GroupName[], string[]]>)('role %i in groups %j sees %j', (roleId, groups, expected) => {
    expect(labels(actor(roleId, groups))).toEqual(expected);
  });

  it('gives Gerencia its four screens as tabs', () => {
    expect(tabsOf(actor(3, []), 'Gerencia')).toEqual([
      'Comerciales',
      'Proyección',
      'Reporte',
      'Estadísticas',
    ]);
  });

  it('adds Liquidación and Lista de upfronts to ÁreaPersonal for Admin and above in group A only', () => {
    const base = ['Comunicados', 'Calendario', 'Calculadora'];
    expect(tabsOf(actor(4, ['A']), 'ÁreaPersonal')).toEqual(base);
    expect(tabsOf(actor(3, ['A']), 'ÁreaPersonal')).toEqual(base);
    expect(tabsOf(actor(2, ['D']), 'ÁreaPersonal')).toEqual(base);
    expect(tabsOf(actor(2, ['A']), 'ÁreaPersonal')).toEqual([...base, 'Liquidación', 'Lista de upfronts']);
  });

  it('shows RetailX its offers tracking for a group-D Manager, and no lone tab to a Comercial', () => {
    expect(tabsOf(actor(3, ['D']), 'RetailX')).toEqual(['Cifras', 'Seguimiento de ofertas']);
    expect(tabsOf(actor(4, ['D']), 'RetailX')).toEqual([]);
  });

  it('never shows an entry or a tab whose route would send the user to logout', () => {
    for (const someone of EVERYONE) {
      for (const entry of navigationFor(someone)) {
        for (const route of [entry.route, ...entry.tabs.map((t) => t.route)]) {
          expect(canOpen(someone, route), `${route} ${who(someone)}`).toBe(true);
        }
      }
    }
  });
});

describe('side drawer as the registry switches it (issue 29 §3)', () => {
  it.each([
    [4, ['E'], ['view_tiendas'], ['Dashboard', 'Teletrabajo', 'Ofertas', 'ÁreaPersonal', 'Tiendas']],
    [4, ['E'], [], ['Dashboard', 'Teletrabajo', 'Ofertas', 'ÁreaPersonal']],
    [4, ['A'], ['view_tutorials'], ['Dashboard', 'Teletrabajo', 'Ofertas', 'ÁreaPersonal', 'Tutoriales']],
    [3, ['D'], [], ['Dashboard', 'Gerencia', 'Teletrabajo', 'Ofertas', 'ÁreaPersonal', 'Administración']],
    [4, ['E'], ['view_retailx'], ['Dashboard', 'Teletrabajo', 'Ofertas', 'RetailX', 'ÁreaPersonal']],
  ] as Array<[RoleId, string[], string[], string[]]>)(
    'role %i in groups %j holding %j sees %j',
    (roleId, groups, permissions, expected) => {
      expect(labels(holding(roleId, groups, permissions))).toEqual(expected);
    },
  );

  it('adds Liquidación to a group E Admin holding it, and the offers tracking only to group D', () => {
    expect(tabsOf(holding(2, ['E'], ['view_liquidacion']), 'ÁreaPersonal')).toEqual([
      'Comunicados',
      'Calendario',
      'Calculadora',
      'Liquidación',
      'Lista de upfronts',
    ]);
    expect(tabsOf(holding(3, ['E'], ['view_retailx']), 'RetailX')).toEqual([]);
    expect(tabsOf(holding(3, ['D'], ['view_retailx']), 'RetailX')).toEqual([
      'Cifras',
      'Seguimiento de ofertas',
    ]);
  });

  it('puts Dispositivos on a Comercial’s bottom bar where the registry switches it on', () => {
    const bar = (a: WebActor) => bottomBarFor(a).map((e) => e.label);
    expect(bar(holding(4, ['E'], ['view_devicemanagement']))).toContain('Dispositivos');
    expect(bar(holding(4, ['A'], []))).not.toContain('Dispositivos');
  });
});

// Issue 29: the platform sells nothing. Its SuperAdmins get the registry and their own accounts
// and log, never a sales screen (an empty dashboard, catalogue tabs), whatever groups it holds.
describe('the platform distributor’s drawer', () => {
  it.each([
    [1, [], ['Distribuidores', 'RRHH', 'Auditoría']],
    [1, ['A', 'D'], ['Distribuidores', 'RRHH', 'Auditoría']],
    [2, [], ['RRHH', 'Auditoría']],
    [3, [], []],
    [4, ['A'], []],
  ] as Array<[RoleId, GroupName[], string[]]>)('role %i in groups %j sees %j', (roleId, groups, expected) => {
    expect(labels(ofPlatform(roleId, groups))).toEqual(expected);
  });

  it('gives Distribuidores the registry as tabs', () => {
    expect(tabsOf(ofPlatform(1), 'Distribuidores')).toEqual(['Distribuidores', 'Grupos', 'Permisos']);
  });

  it('shows no platform entry to a sales distributor’s SuperAdmin', () => {
    expect(labels(actor(1, ['A']))).not.toContain('Distribuidores');
    expect(labels(actor(1, ['A']))).not.toContain('Auditoría');
  });
});

describe('where a login lands', () => {
  it.each([
    ['a sales SuperAdmin', actor(1, ['A']), 'dashboard'],
    ['a Comercial with no groups', actor(4, []), 'dashboard'],
    ['an isAdmin Comercial', actor(4, ['D'], true), 'dashboard'],
    ['the platform’s SuperAdmin', ofPlatform(1), 'distribuidores'],
    ['an isAdmin account of the platform', ofPlatform(4, [], true), 'distribuidores'],
    ['the platform’s Admin', ofPlatform(2), 'rrhh'],
    ['a Comercial of the platform, who has no entry', ofPlatform(4), 'cambiarPassword'],
  ] as Array<[string, WebActor, WebRouteName]>)('%s lands on %s', (_, someone, expected) => {
    expect(homeRoute(someone)).toBe(expected);
  });

  it('lands everyone on a screen they may open', () => {
    for (const someone of EVERYONE) expect(canOpen(someone, homeRoute(someone)), who(someone)).toBe(true);
  });
});

describe('bottom bar (SPEC §2)', () => {
  const visible = (a: WebActor) => bottomBarFor(a).map((e) => e.label);

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

  it('shows nothing on the platform, whose drawer has no sales entry', () => {
    for (const roleId of ROLE_IDS) expect(visible(ofPlatform(roleId, ['A']))).toEqual([]);
  });

  it('is a shortcut: each entry it shows is a drawer entry the user sees too', () => {
    for (const someone of EVERYONE) {
      const drawer = navigationFor(someone).map((entry) => entry.route);
      for (const entry of bottomBarFor(someone)) {
        expect(drawer, `${entry.label} ${who(someone)}`).toContain(entry.route);
      }
    }
  });
});

describe('section labels (SPEC §2)', () => {
  it.each([
    ...DRAWER_SECTIONS.map((entry) => ['drawer', entry] as const),
    ...BOTTOM_BAR_ENTRIES.map((entry) => ['bottom bar', entry] as const),
  ])('the %s names %o by its section label', (_menu, entry) => {
    expect(entry.label).toBe(SECTION_LABELS[entry.route]);
  });

  it("spells the personal area as the spec's drawer does, ÁreaPersonal, in both menus", () => {
    expect(SECTION_LABELS.areapersonal).toBe('ÁreaPersonal');
    const personal = [...DRAWER_SECTIONS, ...BOTTOM_BAR_ENTRIES].filter(
      (entry) => entry.route === 'areapersonal',
    );
    expect(personal.map((entry) => entry.label)).toEqual(['ÁreaPersonal', 'ÁreaPersonal']);
  });
});

describe('what a registry permission switches on (issue 29 §3)', () => {
  it.each([
    ['view_tiendas', ['Tiendas']],
    ['view_tutorials', ['Tutoriales']],
    ['view_devicemanagement', ['Dispositivos']],
    ['view_liquidacion', ['ÁreaPersonal — Liquidación', 'ÁreaPersonal — Lista de upfronts']],
    ['view_retailx', ['RetailX', 'RetailX — Seguimiento de ofertas (solo grupo D)']],
    ['view_cosas', []],
  ])('%s opens %j', (codename, screens) => {
    expect(screensSwitchedBy(codename)).toEqual(screens);
  });
});
