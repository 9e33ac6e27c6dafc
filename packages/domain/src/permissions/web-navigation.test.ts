import { describe, expect, it } from 'vitest';
import { canAccess } from './access-rule';
import { ROLE_IDS, type Actor, type GroupName, type RoleId } from './roles';
import {
  BOTTOM_BAR_ENTRIES,
  DRAWER_SECTIONS,
  OUTSIDE_DRAWER,
  navigationFor,
  screenTitle,
  sectionOf,
} from './web-navigation';
import { SECTION_LABELS, WEB_ROUTES, type WebRouteName } from './web-routes';

const TENANT_GROUP_SETS: GroupName[][] = [[], ['A'], ['B'], ['C'], ['D'], ['A', 'D'], ['B', 'C']];
const actor = (roleId: RoleId, groups: GroupName[], isAdmin = false): Actor => ({ roleId, groups, isAdmin });
const labels = (a: Actor) => navigationFor(a).map((entry) => entry.label);
const tabsOf = (a: Actor, label: string) =>
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
  const all = ['Dashboard', 'Gerencia', 'Teletrabajo'];
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
    [4, ['A'], ['Dashboard', 'Teletrabajo', 'ÁreaPersonal', 'Dispositivos', 'Tiendas', 'Tutoriales']],
    [1, ['D'], [...all, 'RetailX', 'ÁreaPersonal', 'Administración', 'RRHH', 'Database Management']],
    [2, ['D'], [...all, 'RetailX', 'ÁreaPersonal', 'Administración', 'RRHH']],
    [3, ['D'], [...all, 'RetailX', 'ÁreaPersonal', 'Administración']],
    [4, ['D'], ['Dashboard', 'Teletrabajo', 'RetailX', 'ÁreaPersonal']],
    [4, [], ['Dashboard', 'Teletrabajo', 'ÁreaPersonal']],
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
    for (const roleId of ROLE_IDS) {
      for (const groups of TENANT_GROUP_SETS) {
        const who = actor(roleId, groups);
        for (const entry of navigationFor(who)) {
          for (const route of [entry.route, ...entry.tabs.map((t) => t.route)]) {
            expect(canAccess(who, WEB_ROUTES[route].access), `${route} ${roleId} ${groups}`).toBe(true);
          }
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

  it('is a shortcut: each entry it shows is a drawer entry the user sees too', () => {
    for (const roleId of ROLE_IDS) {
      for (const groups of TENANT_GROUP_SETS) {
        const who = actor(roleId, groups);
        const drawer = navigationFor(who).map((entry) => entry.route);
        for (const entry of BOTTOM_BAR_ENTRIES.filter((e) => canAccess(who, e.access))) {
          expect(drawer, `${entry.label} ${roleId} ${groups}`).toContain(entry.route);
        }
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
