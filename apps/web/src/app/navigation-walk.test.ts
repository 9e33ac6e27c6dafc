import { describe, expect, it } from 'vitest';
import { canAccess } from '@ventas/domain/permissions/access-rule';
import { ROLE_IDS, type Actor, type GroupName } from '@ventas/domain/permissions/roles';
import {
  OUTSIDE_DRAWER,
  navigationFor,
  screenTitle,
  sectionOf,
} from '@ventas/domain/permissions/web-navigation';
import { WEB_ROUTES, type WebRouteName } from '@ventas/domain/permissions/web-routes';
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
const ACTORS: Actor[] = GROUP_SETS.flatMap((groups) => [
  ...ROLE_IDS.map((roleId): Actor => ({ roleId, groups, isAdmin: false })),
  // isAdmin passes every role list, never a group check.
  { roleId: 4, groups, isAdmin: true },
]);
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
function reachFromDrawer(actor: Actor): Set<WebRouteName> {
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
function foundInPalette(actor: Actor, route: WebRouteName): boolean {
  return matchScreens(screensFor(actor), screenTitle(route)).some((screen) => screen.route === route);
}

const who = (actor: Actor) =>
  `${actor.isAdmin ? 'isAdmin ' : ''}role ${actor.roleId} in [${actor.groups.join(',')}]`;

describe('every route, for every role and tenant group (issue 29)', () => {
  it.each(ACTORS.map((actor) => ({ actor, name: who(actor) })))(
    'for $name, the drawer and the palette offer exactly the screens the route rules allow',
    ({ actor }) => {
      const drawer = reachFromDrawer(actor);
      const entries = new Set<WebRouteName>(navigationFor(actor).map((entry) => entry.route));
      for (const route of ROUTES) {
        const allowed = canAccess(actor, WEB_ROUTES[route].access);
        const where = `${route} for ${who(actor)}`;
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
    for (const actor of ACTORS) expect(canAccess(actor, WEB_ROUTES.cambiarPassword.access)).toBe(true);
  });

  it('offers each screen in the palette once, opening its own path', () => {
    for (const actor of ACTORS) {
      const screens = screensFor(actor);
      expect(new Set(screens.map((screen) => screen.route)).size, who(actor)).toBe(screens.length);
      for (const screen of screens) expect(screen.path).toBe(WEB_ROUTES[screen.route].path);
    }
  });
});
