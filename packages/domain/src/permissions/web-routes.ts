import { rule, type AccessRule } from './access-rule';

/**
 * SPEC §2: every named screen route with the roles and groups it allows. The web router, its
 * guard, the drawer, its tabs and the palette all read this table (web-navigation.ts says where
 * each screen is found); the server mirrors it per call.
 */
export const WEB_ROUTES = {
  dashboard: { path: '/dashBoard', access: rule('comercial') },
  teletrabajo: { path: '/teletrabajo', access: rule('comercial') },
  // SPEC §2: all roles. Group D as the menu and the API (decision 150) have it: elsewhere it has
  // no figures, and issue 29 wants the menu and the route to agree.
  retailX: { path: '/retailX', access: rule('comercial', ['D']) },
  // Issue 18: provider D's offers tracking, under RetailX (decision 168): managers of group D.
  seguimientoOfertas: { path: '/retailX/seguimiento', access: rule('manager', ['D']) },
  gerencia: { path: '/gerencia', access: rule('manager') },
  gerenciaComerciales: { path: '/gerencia/comerciales', access: rule('manager') },
  gerenciaProyeccion: { path: '/gerencia/proyeccion', access: rule('manager') },
  gerenciaReporte: { path: '/gerencia/reporte', access: rule('manager') },
  gerenciaEstadisticas: { path: '/gerencia/estadisticas', access: rule('manager') },
  rrhh: { path: '/rrhh', access: rule('admin') },
  OfferConfigurator: { path: '/offerconfigurator/:id', access: rule('comercial') },
  devicemanagement: { path: '/devicemanagement', access: rule('comercial', ['A']) },
  managementBase: { path: '/ManagementBase', access: rule('manager') },
  areapersonal: { path: '/areapersonal', access: rule('comercial') },
  mizona: { path: '/areapersonal/mizona', access: rule('comercial') },
  calendario: { path: '/areapersonal/calendario', access: rule('comercial') },
  calculadora: { path: '/areapersonal/calculadora', access: rule('comercial') },
  liquidacion: { path: '/areapersonal/liquidacion', access: rule('admin', ['A']) },
  listaupfronts: { path: '/areapersonal/listaupfronts', access: rule('admin', ['A']) },
  tutorials: { path: '/tutorials', access: rule('comercial', ['A']) },
  tiendas: { path: '/tiendas', access: rule('comercial', ['A']) },
  databaseManagement: { path: '/databaseManagement', access: rule('superadmin') },
  // Issue 16: where an account whose password an Admin set chooses its own (and anyone changes theirs).
  cambiarPassword: { path: '/cambiar-password', access: rule('comercial') },
} as const satisfies Record<string, { path: string; access: AccessRule }>;

export type WebRouteName = keyof typeof WEB_ROUTES;

/** SPEC §2: routes any visitor may open, logged in or not. */
export const OPEN_ROUTES = { login: '/login', logout: '/logout', maintenance: '/maintenance' };

/**
 * SPEC §2: each drawer entry's name, written once: the drawer, the bottom bar and the screen
 * titles read it here (web-navigation.ts orders the entries). The spec's drawer list spells the
 * personal area 'ÁreaPersonal'; its bottom-bar line writes 'Area Personal' for the same entry, and
 * one spelling wins everywhere. Tiendas and Tutoriales (group A) are entries too (issue 29).
 */
export const SECTION_LABELS = {
  dashboard: 'Dashboard',
  gerencia: 'Gerencia',
  teletrabajo: 'Teletrabajo',
  retailX: 'RetailX',
  areapersonal: 'ÁreaPersonal',
  managementBase: 'Administración',
  devicemanagement: 'Dispositivos',
  tiendas: 'Tiendas',
  tutorials: 'Tutoriales',
  rrhh: 'RRHH',
  databaseManagement: 'Database Management',
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
