import { describe, expect, it } from 'vitest';
import { ROLE_IDS, type GroupName } from '@ventas/domain/permissions/roles';
import {
  OUTSIDE_DRAWER,
  homeRoute,
  navigationFor,
  screenTitle,
  sectionOf,
} from '@ventas/domain/permissions/web-navigation';
import { WEB_ROUTES, canOpen, type WebActor, type WebRouteName } from '@ventas/domain/permissions/web-routes';
import { decideNavigation } from './route-guard/guard-decision';
import { matchScreens, screensFor } from './command-palette/palette-screens';
import { SCREEN_TABLE } from './routes/screen-table';

// One group per tenant (the demo's demo A, demo3 B, demo2 D, and C), none (the platform) and mixes.
const GROUP_SETS: GroupName[][] = [
  [],
  ['A'],
  ['B'],
  ['C'],
  ['D'],
  ['A', 'D'],
  ['B', 'C'],
  ['A', 'B', 'C', 'D'],
];
// Each on a sales distributor and on the platform distributor (issue 29: it sells nothing, so only
// its own screens open there, whatever groups it holds).
// Issue 29 §3: and as the registry says, for groups the platform created or whose sections changed.
const REGISTRY_SETS: Array<{ groups: string[]; permissions: string[] }> = [
  { groups: ['E'], permissions: ['view_tiendas'] },
  { groups: ['E'], permissions: ['view_retailx', 'view_liquidacion', 'view_devicemanagement'] },
  { groups: ['A'], permissions: [] },
  { groups: ['D'], permissions: [] },
  { groups: ['B', 'E'], permissions: ['view_tutorials', 'view_retailx'] },
];
const ACTORS: WebActor[] = [
  ...GROUP_SETS.flatMap((groups) =>
    [false, true].flatMap((platform): WebActor[] => [
      ...ROLE_IDS.map((roleId): WebActor => ({ roleId, groups, isAdmin: false, platform })),
      // isAdmin passes every role list, never a group check.
      { roleId: 4, groups, isAdmin: true, platform },
    ]),
  ),
  ...REGISTRY_SETS.flatMap(({ groups, permissions }): WebActor[] => [
    ...ROLE_IDS.map((roleId): WebActor => ({ roleId, groups, permissions, isAdmin: false })),
    { roleId: 4, groups, permissions, isAdmin: true },
  ]),
];
const ROUTES = Object.keys(WEB_ROUTES) as WebRouteName[];

const isRedirect = (route: WebRouteName) => 'redirectTo' in SCREEN_TABLE[route];
const landing = (route: WebRouteName): WebRouteName => {
  const entry = SCREEN_TABLE[route];
  return 'redirectTo' in entry ? entry.redirectTo : route;
};

/**
 * Where the drawer gets this user in at most two clicks: a click on an entry opens its landing
 * screen, whose page shows the entry's tabs (SectionTabs), and a click on a tab opens its screen.
 */
function reachFromDrawer(actor: WebActor): Set<WebRouteName> {
  const reach = new Set<WebRouteName>();
  for (const entry of navigationFor(actor)) {
    // The landing page belongs to the entry, or its tabs would not show there.
    expect(sectionOf(landing(entry.route)), entry.route).toBe(entry.route);
    reach.add(landing(entry.route));
    for (const tab of entry.tabs) reach.add(tab.route);
  }
  return reach;
}

/** Whether typing the screen's title in the palette offers that screen. */
function foundInPalette(actor: WebActor, route: WebRouteName): boolean {
  return matchScreens(screensFor(actor), screenTitle(route)).some((screen) => screen.route === route);
}

const who = (actor: WebActor) =>
  `${actor.isAdmin ? 'isAdmin ' : ''}role ${actor.roleId} in [${actor.groups.join(',')}]` +
  (actor.permissions ? ` holding [${actor.permissions.join(',')}]` : '') +
  (actor.platform ? ' on the platform' : '');

/** What the route guard does with this user on the route's path (its `:id` filled in). */
const guardOn = (actor: WebActor, route: WebRouteName) =>
  decideNavigation({
    location: { pathname: WEB_ROUTES[route].path.replace(':id', '12'), search: '', hash: '' },
    actor,
  });

describe('every route, for every role and tenant group (issue 29)', () => {
  it.each(ACTORS.map((actor) => ({ actor, name: who(actor) })))(
    'for $name, the drawer and the palette offer exactly the screens the route rules allow',
    ({ actor }) => {
      const drawer = reachFromDrawer(actor);
      const entries = new Set<WebRouteName>(navigationFor(actor).map((entry) => entry.route));
      for (const route of ROUTES) {
        const allowed = canOpen(actor, route);
        const where = `${route} for ${who(actor)}`;
        // The guard lets in exactly whom the drawer and the palette offer the screen to.
        expect(guardOn(actor, route).action, `guard ${where}`).toBe(allowed ? 'allow' : 'redirect');
        if (sectionOf(route) === route) expect(entries.has(route), `entry ${where}`).toBe(allowed);
        if (isRedirect(route)) continue;
        if (route in OUTSIDE_DRAWER) {
          // Found elsewhere, never in the drawer: from a customer (an id), or the user menu.
          expect(drawer.has(route), `drawer ${where}`).toBe(false);
          const inUserMenu = OUTSIDE_DRAWER[route as keyof typeof OUTSIDE_DRAWER].foundIn === 'userMenu';
          expect(foundInPalette(actor, route), `palette ${where}`).toBe(inUserMenu && allowed);
          continue;
        }
        expect(drawer.has(route), `drawer ${where}`).toBe(allowed);
        expect(foundInPalette(actor, route), `palette ${where}`).toBe(allowed);
      }
    },
  );

  it('keeps the user menu’s screen open to everyone, as the user menu shows it to everyone', () => {
    for (const actor of ACTORS) expect(canOpen(actor, 'cambiarPassword')).toBe(true);
  });

  it('lands everyone, after login, on a screen the guard lets them open', () => {
    for (const actor of ACTORS) {
      const home = homeRoute(actor);
      expect(guardOn(actor, home), who(actor)).toEqual({ action: 'allow' });
      const login = decideNavigation({
        location: { pathname: '/login', search: '', hash: '' },
        actor,
      });
      expect(login, who(actor)).toEqual({ action: 'redirect', to: WEB_ROUTES[home].path });
    }
  });

  it('gives the platform’s SuperAdmin Distribuidores as home, and the registry and their own people', () => {
    const platformSuperAdmin: WebActor = { roleId: 1, groups: [], isAdmin: false, platform: true };
    expect(homeRoute(platformSuperAdmin)).toBe('distribuidores');
    expect([...reachFromDrawer(platformSuperAdmin)].sort()).toEqual(
      ['auditoria', 'distribuidores', 'grupos', 'permisos', 'rrhh'].sort(),
    );
    expect(screensFor(platformSuperAdmin).map((screen) => screen.title)).toEqual([
      'Distribuidores',
      'Distribuidores — Grupos',
      'Distribuidores — Permisos',
      'RRHH',
      'Auditoría',
      'Cambiar contraseña',
    ]);
  });

  it('offers each screen in the palette once, opening its own path', () => {
    for (const actor of ACTORS) {
      const screens = screensFor(actor);
      expect(new Set(screens.map((screen) => screen.route)).size, who(actor)).toBe(screens.length);
      for (const screen of screens) expect(screen.path).toBe(WEB_ROUTES[screen.route].path);
    }
  });
});
