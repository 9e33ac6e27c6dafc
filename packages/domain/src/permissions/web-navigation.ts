import { canAccess, rule, type AccessRule } from './access-rule';
import {
  SECTION_LABELS,
  WEB_ROUTES,
  canOpen,
  type SectionRoute,
  type WebActor,
  type WebRouteName,
} from './web-routes';

/** A screen shown as a tab of its drawer entry. */
export interface SectionTab {
  route: WebRouteName;
  label: string;
}

/**
 * A drawer entry: the route its link opens (its screen, or a redirect to one of its tabs) and, when
 * it holds several screens, one tab per screen.
 */
export interface DrawerSection {
  route: SectionRoute;
  label: string;
  tabs: readonly SectionTab[];
}

const section = (route: SectionRoute, tabs: readonly SectionTab[] = []): DrawerSection => ({
  route,
  label: SECTION_LABELS[route],
  tabs,
});
const tab = (route: WebRouteName, label: string): SectionTab => ({ route, label });

/**
 * Issue 29: where each screen is found. SPEC §2's drawer order (Tiendas and Tutoriales, group A,
 * beside Dispositivos), each entry with its screens as tabs. An entry or a tab shows exactly when
 * its route's own rule passes: no menu-only rule can hide a screen the route lets the user open.
 * The platform's entries (Distribuidores, Auditoría) show only on its host, where the sales ones
 * do not: Distribuidores comes first, as the first entry is where a login lands (homeRoute).
 */
export const DRAWER_SECTIONS: readonly DrawerSection[] = [
  // The registry (decision 134): the distributors, and the groups and permissions they hold.
  section('distribuidores', [
    tab('distribuidores', 'Distribuidores'),
    tab('grupos', 'Grupos'),
    tab('permisos', 'Permisos'),
  ]),
  section('dashboard'),
  section('gerencia', [
    tab('gerenciaComerciales', 'Comerciales'),
    tab('gerenciaProyeccion', 'Proyección'),
    tab('gerenciaReporte', 'Reporte'),
    tab('gerenciaEstadisticas', 'Estadísticas'),
  ]),
  section('teletrabajo'),
  section('ofertas'),
  // Decision 168: provider D's offers tracking hangs under RetailX.
  section('retailX', [tab('retailX', 'Cifras'), tab('seguimientoOfertas', 'Seguimiento de ofertas')]),
  // SPEC §2's children in its order; "mizona" is the communications page.
  section('areapersonal', [
    tab('mizona', 'Comunicados'),
    tab('calendario', 'Calendario'),
    tab('calculadora', 'Calculadora'),
    tab('liquidacion', 'Liquidación'),
    tab('listaupfronts', 'Lista de upfronts'),
  ]),
  section('managementBase'),
  section('devicemanagement'),
  section('tiendas'),
  section('tutorials'),
  section('rrhh'),
  section('auditoria'),
  section('databaseManagement'),
];

/** The screens found elsewhere than the drawer, and where; every other route is in the drawer. */
export const OUTSIDE_DRAWER = {
  // Needs a customer's id: opened from that customer, so no menu or palette can list it.
  OfferConfigurator: { title: 'Configurador de ofertas', foundIn: 'cliente' },
  // Issue 16: the account's own password, in the user menu beside Cerrar sesión (and the palette).
  cambiarPassword: { title: 'Cambiar contraseña', foundIn: 'userMenu' },
} as const satisfies Partial<Record<WebRouteName, { title: string; foundIn: 'cliente' | 'userMenu' }>>;

type OutsideRoute = keyof typeof OUTSIDE_DRAWER;
const isOutside = (route: WebRouteName): route is OutsideRoute => Object.hasOwn(OUTSIDE_DRAWER, route);

/** Each drawer route's entry, and its tab when it is one (RetailX is both entry and tab). */
const PLACES = new Map<WebRouteName, { section: DrawerSection; tab?: SectionTab }>(
  DRAWER_SECTIONS.flatMap((entry) => [
    [entry.route, { section: entry }] as const,
    ...entry.tabs.map((screen) => [screen.route, { section: entry, tab: screen }] as const),
  ]),
);

/** The drawer entry a route is found under (null outside the drawer). */
export function sectionOf(route: WebRouteName): SectionRoute | null {
  return PLACES.get(route)?.section.route ?? null;
}

/**
 * A screen's title (the browser tab, the palette): its entry's label, 'Entry — Tab' for a tab
 * other than the entry's own screen, or the title declared outside the drawer.
 */
export function screenTitle(route: WebRouteName): string {
  if (isOutside(route)) return OUTSIDE_DRAWER[route].title;
  const place = PLACES.get(route);
  // A programming error, caught by the route walk: every route is placed somewhere.
  if (!place) throw new Error(`La ruta ${route} no está en el menú ni fuera de él.`);
  const { section: entry, tab: screen } = place;
  return screen && screen.route !== entry.route ? `${entry.label} — ${screen.label}` : entry.label;
}

/**
 * The drawer as this user sees it: the entries whose route they may open, each with the tabs they
 * may open. One tab left is no choice: the entry then shows none and its link opens that screen.
 */
export function navigationFor(actor: WebActor): DrawerSection[] {
  return DRAWER_SECTIONS.filter((entry) => canOpen(actor, entry.route)).map((entry) => {
    const tabs = entry.tabs.filter((screen) => canOpen(actor, screen.route));
    return { ...entry, tabs: tabs.length > 1 ? tabs : [] };
  });
}

/**
 * Where a login lands, and '/', /login and unknown paths lead (SPEC §2: the dashboard): the first
 * drawer entry the user may open, so the platform's SuperAdmins land on Distribuidores. An
 * account with no entry at all (a Comercial of the platform) gets the one screen everyone has.
 */
export function homeRoute(actor: WebActor): WebRouteName {
  return navigationFor(actor)[0]?.route ?? 'cambiarPassword';
}

/** A bottom-bar entry: a drawer entry under the bar's own rule (a shortcut, never the only way). */
export interface MenuEntry {
  label: string;
  route: SectionRoute;
  access: AccessRule;
}

const entry = (route: SectionRoute, access: AccessRule): MenuEntry => ({
  label: SECTION_LABELS[route],
  route,
  access,
});

/** The bottom-bar entries this user sees: the bar's own rule, on a route they may open. */
export function bottomBarFor(actor: WebActor): MenuEntry[] {
  return BOTTOM_BAR_ENTRIES.filter((entry) => canAccess(actor, entry.access) && canOpen(actor, entry.route));
}

/**
 * SPEC §2: bottom bar on extra-small screens. "Dispositivos (non-managers)" is read as role
 * Comercial where the section is on: the route itself needs its permission (docs/decisions/). Its rules are
 * narrower than the routes' to fit a phone; the drawer (menu button) holds every entry.
 */
export const BOTTOM_BAR_ENTRIES: readonly MenuEntry[] = [
  entry('dashboard', rule('comercial')),
  entry('teletrabajo', rule('comercial')),
  entry('gerencia', rule('manager')),
  entry('managementBase', rule('admin')),
  // The route's own rule adds the section (view_devicemanagement): the bar only narrows the role.
  entry('devicemanagement', { roles: [4], groups: [] }),
  entry('areapersonal', rule('comercial')),
];

/**
 * Issue 29 §3: the screens a registry permission switches on, by title, so Administración can
 * say what ticking it does; one that also needs an operator group names it. Empty for a
 * permission no route names.
 */
export function screensSwitchedBy(codename: string): string[] {
  return (Object.keys(WEB_ROUTES) as WebRouteName[])
    .filter((route) => WEB_ROUTES[route].access.permission === codename)
    .map((route) => {
      const { groups } = WEB_ROUTES[route].access;
      const operator = groups.length > 0 ? ` (solo grupo ${groups.join(' o ')})` : '';
      return `${screenTitle(route)}${operator}`;
    });
}
