import { describe, expect, it } from 'vitest';
import { ROLE, type Actor } from '@ventas/domain/permissions/roles';
import type { WebActor } from '@ventas/domain/permissions/web-routes';
import { decideNavigation, type GuardDecision } from './guard-decision';

const comercialA: Actor = { roleId: ROLE.COMERCIAL, isAdmin: false, groups: ['A'] };
const managerA: Actor = { roleId: ROLE.MANAGER, isAdmin: false, groups: ['A'] };
const adminA: Actor = { roleId: ROLE.ADMIN, isAdmin: false, groups: ['A'] };
const adminD: Actor = { roleId: ROLE.ADMIN, isAdmin: false, groups: ['D'] };
const superAdminD: Actor = { roleId: ROLE.SUPERADMIN, isAdmin: false, groups: ['D'] };
const comercialWithIsAdmin: Actor = { roleId: ROLE.COMERCIAL, isAdmin: true, groups: ['B'] };
// Issue 29: the platform distributor's accounts (decision 134; the demo's platform has no groups).
const platformSuperAdmin: WebActor = { roleId: ROLE.SUPERADMIN, isAdmin: false, groups: [], platform: true };
const platformAdmin: WebActor = { roleId: ROLE.ADMIN, isAdmin: false, groups: [], platform: true };
const platformComercial: WebActor = { roleId: ROLE.COMERCIAL, isAdmin: false, groups: [], platform: true };

const allow: GuardDecision = { action: 'allow' };
const to = (path: string): GuardDecision => ({ action: 'redirect', to: path });
/** SPEC §2's logout, with the screen refused for the login screen to name (issue 29). */
const loggedOutFrom = (pantalla: string): GuardDecision => ({
  action: 'redirect',
  to: '/logout',
  logoutReason: { kind: 'sinAcceso', pantalla },
});

interface Case {
  when: string;
  actor: WebActor | null;
  /** The URL as the address bar shows it: path, query and hash. */
  url: string;
  /** Issue 16: the password an Admin set must change first. */
  mustChange?: boolean;
  expected: GuardDecision;
}

const cases: Case[] = [
  {
    when: 'a visitor opens a screen',
    actor: null,
    url: '/teletrabajo',
    expected: to('/login?next=%2Fteletrabajo'),
  },
  {
    when: 'a visitor opens a shared link with filters and a hash',
    actor: null,
    url: '/teletrabajo?localidad=Madrid&search=garcia#resultados',
    expected: to('/login?next=%2Fteletrabajo%3Flocalidad%3DMadrid%26search%3Dgarcia%23resultados'),
  },
  { when: 'a visitor opens /', actor: null, url: '/', expected: to('/login') },
  { when: 'a visitor opens an unknown path', actor: null, url: '/nada', expected: to('/login?next=%2Fnada') },
  {
    when: 'a visitor opens login carrying a target',
    actor: null,
    url: '/login?next=%2Fteletrabajo',
    expected: allow,
  },
  { when: 'a visitor opens login', actor: null, url: '/login', expected: allow },
  { when: 'a visitor opens maintenance', actor: null, url: '/maintenance', expected: allow },
  { when: 'a visitor opens logout', actor: null, url: '/logout', expected: allow },
  { when: 'a comercial opens logout', actor: comercialA, url: '/logout', expected: allow },
  {
    when: 'a comercial opens /ManagementBase',
    actor: comercialA,
    url: '/ManagementBase',
    expected: loggedOutFrom('Administración'),
  },
  { when: 'a manager opens /ManagementBase', actor: managerA, url: '/ManagementBase', expected: allow },
  {
    when: 'a comercial opens a gerencia child',
    actor: comercialA,
    url: '/gerencia/reporte',
    expected: loggedOutFrom('Gerencia — Reporte'),
  },
  {
    when: 'a manager opens a gerencia child',
    actor: managerA,
    url: '/gerencia/reporte',
    expected: allow,
  },
  { when: 'a logged-in user opens login', actor: comercialA, url: '/login', expected: to('/dashBoard') },
  {
    when: 'a user just logged in on a login page carrying a target',
    actor: comercialA,
    url: '/login?next=%2Fteletrabajo%3Flocalidad%3DMadrid%23resultados',
    expected: to('/teletrabajo?localidad=Madrid#resultados'),
  },
  {
    // The guard then judges the target itself on the next pass (this table's role cases).
    when: 'a user just logged in carrying a target their role may not open',
    actor: comercialA,
    url: '/login?next=%2FManagementBase',
    expected: to('/ManagementBase'),
  },
  {
    when: 'a user just logged in carrying an off-site target',
    actor: comercialA,
    url: '/login?next=https%3A%2F%2Fevil.example%2F',
    expected: to('/dashBoard'),
  },
  {
    when: 'a user just logged in carrying a protocol-relative target',
    actor: comercialA,
    url: '/login?next=%2F%2Fevil.example',
    expected: to('/dashBoard'),
  },
  {
    when: 'a user just logged in carrying the logout route',
    actor: comercialA,
    url: '/login?next=%2Flogout',
    expected: to('/dashBoard'),
  },
  {
    when: 'a logged-in user opens an unknown path',
    actor: comercialA,
    url: '/no-existe',
    expected: to('/dashBoard'),
  },
  {
    when: 'a logged-in user opens maintenance',
    actor: comercialA,
    url: '/maintenance',
    expected: allow,
  },
  { when: 'a logged-in user opens /', actor: comercialA, url: '/', expected: to('/dashBoard') },
  { when: 'a path differs only in case', actor: comercialA, url: '/dashboard', expected: allow },
  {
    // Issue 29: a page load (a reload, a new tab) stays on it; its draft is offered back there.
    when: 'the offer configurator is the first screen since the page loaded',
    actor: comercialA,
    url: '/offerconfigurator/12',
    expected: allow,
  },
  {
    when: 'a group-D tenant opens a group-A route',
    actor: adminD,
    url: '/devicemanagement',
    expected: loggedOutFrom('Dispositivos'),
  },
  {
    when: 'a group-A tenant opens a group-A route',
    actor: comercialA,
    url: '/devicemanagement',
    expected: allow,
  },
  {
    when: 'a group-A admin opens liquidacion',
    actor: adminA,
    url: '/areapersonal/liquidacion',
    expected: allow,
  },
  {
    when: 'a group-A manager opens liquidacion',
    actor: managerA,
    url: '/areapersonal/liquidacion',
    expected: loggedOutFrom('ÁreaPersonal — Liquidación'),
  },
  {
    when: 'an isAdmin comercial opens /ManagementBase',
    actor: comercialWithIsAdmin,
    url: '/ManagementBase',
    expected: allow,
  },
  {
    when: 'an isAdmin user in group B opens a group-A route',
    actor: comercialWithIsAdmin,
    url: '/tiendas',
    expected: loggedOutFrom('Tiendas'),
  },
  {
    when: 'a superadmin opens databaseManagement',
    actor: superAdminD,
    url: '/databaseManagement',
    expected: allow,
  },
  {
    when: 'an admin opens databaseManagement',
    actor: adminA,
    url: '/databaseManagement',
    expected: loggedOutFrom('Database Management'),
  },
  {
    when: 'a comercial opens the password change',
    actor: comercialA,
    url: '/cambiar-password',
    expected: allow,
  },
  {
    when: 'a visitor opens the password change',
    actor: null,
    url: '/cambiar-password',
    expected: to('/login?next=%2Fcambiar-password'),
  },
  // Issue 29: the platform sells nothing; its SuperAdmins' home is Distribuidores.
  {
    when: 'the platform SuperAdmin has just logged in',
    actor: platformSuperAdmin,
    url: '/login',
    expected: to('/distribuidores'),
  },
  {
    when: 'the platform SuperAdmin opens /',
    actor: platformSuperAdmin,
    url: '/',
    expected: to('/distribuidores'),
  },
  {
    when: 'the platform SuperAdmin opens an unknown path',
    actor: platformSuperAdmin,
    url: '/no-existe',
    expected: to('/distribuidores'),
  },
  {
    when: 'the platform SuperAdmin opens Distribuidores',
    actor: platformSuperAdmin,
    url: '/distribuidores',
    expected: allow,
  },
  {
    when: 'the platform SuperAdmin opens the registry’s permissions',
    actor: platformSuperAdmin,
    url: '/distribuidores/permisos',
    expected: allow,
  },
  { when: 'the platform SuperAdmin opens RRHH', actor: platformSuperAdmin, url: '/rrhh', expected: allow },
  {
    when: 'the platform SuperAdmin opens the sales dashboard',
    actor: platformSuperAdmin,
    url: '/dashBoard',
    expected: loggedOutFrom('Dashboard'),
  },
  {
    when: 'the platform SuperAdmin opens the catalogue',
    actor: platformSuperAdmin,
    url: '/ManagementBase',
    expected: loggedOutFrom('Administración'),
  },
  {
    when: 'a sales SuperAdmin opens Distribuidores',
    actor: superAdminD,
    url: '/distribuidores',
    expected: loggedOutFrom('Distribuidores'),
  },
  {
    when: 'the platform Admin has just logged in',
    actor: platformAdmin,
    url: '/login',
    expected: to('/rrhh'),
  },
  {
    when: 'the platform Admin opens the registry’s groups',
    actor: platformAdmin,
    url: '/distribuidores/grupos',
    expected: loggedOutFrom('Distribuidores — Grupos'),
  },
  {
    when: 'a Comercial of the platform, who has no screen, has just logged in',
    actor: platformComercial,
    url: '/login',
    expected: to('/cambiar-password'),
  },
  ...(
    [
      ['opens the dashboard', '/dashBoard', to('/cambiar-password')],
      ['opens a screen of a higher role', '/ManagementBase', to('/cambiar-password')],
      ['opens /', '/', to('/cambiar-password')],
      ['opens an unknown path', '/no-existe', to('/cambiar-password')],
      ['has just logged in with a target', '/login?next=%2Fteletrabajo', to('/cambiar-password')],
      ['opens the offer configurator first', '/offerconfigurator/12', to('/cambiar-password')],
      ['opens the password change', '/cambiar-password', allow],
      ['opens logout', '/logout', allow],
      ['opens maintenance', '/maintenance', allow],
    ] as const
  ).map(([what, url, expected]): Case => ({
    when: `a user who must change their password ${what}`,
    actor: comercialA,
    url,
    mustChange: true,
    expected,
  })),
];

describe('route guard decision (SPEC §2)', () => {
  it.each(cases)('when $when ($url)', ({ actor, url, mustChange, expected }) => {
    const { pathname, search, hash } = new URL(url, 'http://localhost');
    const location = { pathname, search, hash };
    expect(decideNavigation({ location, actor, mustChangePassword: mustChange })).toEqual(expected);
  });
});
