import { canAccess, rule, type AccessRule } from './access-rule';
import type { Actor } from './roles';

/**
 * Issue 29: the distributors a screen opens on. The platform distributor (decision 134) sells
 * nothing: on its host only its own screens ('plataforma') and those every distributor has
 * ('todas') open, whatever groups it holds; any other distributor opens every screen but the
 * platform's. Absent: a sales screen ('ventas').
 */
export type RouteDistribuidores = 'ventas' | 'plataforma' | 'todas';

/** One screen route: its path, the roles and groups it allows, and on which distributors. */
export interface WebRoute {
  path: string;
  access: AccessRule;
  distribuidores?: RouteDistribuidores;
}

const PLATAFORMA = { distribuidores: 'plataforma' } as const;
const TODAS = { distribuidores: 'todas' } as const;

/**
 * SPEC §2: every named screen route with the roles and groups it allows. The web router, its
 * guard, the drawer, its tabs and the palette all read this table (web-navigation.ts says where
 * each screen is found); the server mirrors it per call. Issue 29 §3: a group-switched section
 * names its registry permission (section-permissions.ts); the groups holding it open it.
 */
export const WEB_ROUTES = {
  dashboard: { path: '/dashBoard', access: rule('comercial') },
  teletrabajo: { path: '/teletrabajo', access: rule('comercial') },
  // Issue 31 §2: the offers pipeline (decision 236), every role over the offers they may work.
  ofertas: { path: '/ofertas', access: rule('comercial') },
  // SPEC §2: all roles. Group D (by default) as the menu and the API (decision 150) have it:
  // elsewhere it has no figures, and issue 29 wants the menu and the route to agree.
  retailX: { path: '/retailX', access: rule('comercial', { permission: 'view_retailx' }) },
  // Issue 18: provider D's offers tracking, under RetailX (decision 168): managers of group D, the
  // operator whose portal it reads, where RetailX is switched on.
  seguimientoOfertas: {
    path: '/retailX/seguimiento',
    access: rule('manager', { permission: 'view_retailx', groups: ['D'] }),
  },
  gerencia: { path: '/gerencia', access: rule('manager') },
  gerenciaComerciales: { path: '/gerencia/comerciales', access: rule('manager') },
  gerenciaProyeccion: { path: '/gerencia/proyeccion', access: rule('manager') },
  gerenciaReporte: { path: '/gerencia/reporte', access: rule('manager') },
  gerenciaEstadisticas: { path: '/gerencia/estadisticas', access: rule('manager') },
  // The platform's own accounts too (its SuperAdmins add one another there).
  rrhh: { path: '/rrhh', access: rule('admin'), ...TODAS },
  OfferConfigurator: { path: '/offerconfigurator/:id', access: rule('comercial') },
  devicemanagement: {
    path: '/devicemanagement',
    access: rule('comercial', { permission: 'view_devicemanagement' }),
  },
  managementBase: { path: '/ManagementBase', access: rule('manager') },
  areapersonal: { path: '/areapersonal', access: rule('comercial') },
  mizona: { path: '/areapersonal/mizona', access: rule('comercial') },
  calendario: { path: '/areapersonal/calendario', access: rule('comercial') },
  calculadora: { path: '/areapersonal/calculadora', access: rule('comercial') },
  liquidacion: {
    path: '/areapersonal/liquidacion',
    access: rule('admin', { permission: 'view_liquidacion' }),
  },
  listaupfronts: {
    path: '/areapersonal/listaupfronts',
    access: rule('admin', { permission: 'view_liquidacion' }),
  },
  tutorials: { path: '/tutorials', access: rule('comercial', { permission: 'view_tutorials' }) },
  tiendas: { path: '/tiendas', access: rule('comercial', { permission: 'view_tiendas' }) },
  databaseManagement: { path: '/databaseManagement', access: rule('superadmin') },
  // Issue 16: where an account whose password an Admin set chooses its own (and anyone changes theirs).
  cambiarPassword: { path: '/cambiar-password', access: rule('comercial'), ...TODAS },
  // Issue 29: the platform's own screens, its SuperAdmins' home (the registry's API is theirs alone,
  // decision 134); Auditoría is the platform's own log, as Administración's tab is a distributor's.
  distribuidores: { path: '/distribuidores', access: rule('superadmin'), ...PLATAFORMA },
  grupos: { path: '/distribuidores/grupos', access: rule('superadmin'), ...PLATAFORMA },
  permisos: { path: '/distribuidores/permisos', access: rule('superadmin'), ...PLATAFORMA },
  auditoria: { path: '/auditoria', access: rule('admin'), ...PLATAFORMA },
} as const satisfies Record<string, WebRoute>;

export type WebRouteName = keyof typeof WEB_ROUTES;

/** Who opens a screen: the actor, and whether their distributor is the platform (decision 134). */
export interface WebActor extends Actor {
  platform?: boolean;
}

/**
 * Whether this user may open the route: its roles and groups (SPEC §2), on a distributor it opens
 * on. The guard, the drawer, its tabs and the palette all ask here.
 */
export function canOpen(actor: WebActor, route: WebRouteName): boolean {
  const { access, distribuidores = 'ventas' }: WebRoute = WEB_ROUTES[route];
  const onThisDistribuidor =
    distribuidores === 'todas' || (distribuidores === 'plataforma') === (actor.platform === true);
  return onThisDistribuidor && canAccess(actor, access);
}

/** SPEC §2: routes any visitor may open, logged in or not. */
export const OPEN_ROUTES = { login: '/login', logout: '/logout', maintenance: '/maintenance' };

/**
 * SPEC §2: each drawer entry's name, written once: the drawer, the bottom bar and the screen
 * titles read it here (web-navigation.ts orders the entries). The spec's drawer list spells the
 * personal area 'ÁreaPersonal'; its bottom-bar line writes 'Area Personal' for the same entry, and
 * one spelling wins everywhere. Tiendas and Tutoriales (group A) are entries too, and the platform's
 * Distribuidores and Auditoría (issue 29).
 */
export const SECTION_LABELS = {
  dashboard: 'Dashboard',
  gerencia: 'Gerencia',
  teletrabajo: 'Teletrabajo',
  ofertas: 'Ofertas',
  retailX: 'RetailX',
  areapersonal: 'ÁreaPersonal',
  managementBase: 'Administración',
  devicemanagement: 'Dispositivos',
  tiendas: 'Tiendas',
  tutorials: 'Tutoriales',
  rrhh: 'RRHH',
  databaseManagement: 'Database Management',
  distribuidores: 'Distribuidores',
  auditoria: 'Auditoría',
} as const satisfies Partial<Record<WebRouteName, string>>;

export type SectionRoute = keyof typeof SECTION_LABELS;

/** SPEC §2: routes whose top bar shows the search field. */
export const SEARCH_BAR_PATHS: readonly string[] = [
  '/teletrabajo',
  '/gerencia/comerciales',
  '/gerencia/proyeccion',
  '/gerencia/reporte',
  '/rrhh',
  '/ManagementBase',
  '/devicemanagement',
  '/retailX',
];
