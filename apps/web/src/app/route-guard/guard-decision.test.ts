import { describe, expect, it } from 'vitest';
import { ROLE, type Actor } from '@ventas/domain/permissions/roles';
import { decideNavigation, type GuardDecision } from './guard-decision';

const comercialA: Actor = { roleId: ROLE.COMERCIAL, isAdmin: false, groups: ['A'] };
const managerA: Actor = { roleId: ROLE.MANAGER, isAdmin: false, groups: ['A'] };
const adminA: Actor = { roleId: ROLE.ADMIN, isAdmin: false, groups: ['A'] };
const adminD: Actor = { roleId: ROLE.ADMIN, isAdmin: false, groups: ['D'] };
const superAdminD: Actor = { roleId: ROLE.SUPERADMIN, isAdmin: false, groups: ['D'] };
const comercialWithIsAdmin: Actor = { roleId: ROLE.COMERCIAL, isAdmin: true, groups: ['B'] };

const allow: GuardDecision = { action: 'allow' };
const to = (path: string): GuardDecision => ({ action: 'redirect', to: path });

interface Case {
  when: string;
  actor: Actor | null;
  pathname: string;
  first?: boolean;
  expected: GuardDecision;
}

const cases: Case[] = [
  { when: 'a visitor opens a screen', actor: null, pathname: '/teletrabajo', expected: to('/login') },
  { when: 'a visitor opens /', actor: null, pathname: '/', expected: to('/login') },
  { when: 'a visitor opens an unknown path', actor: null, pathname: '/nada', expected: to('/login') },
  { when: 'a visitor opens login', actor: null, pathname: '/login', expected: allow },
  { when: 'a visitor opens maintenance', actor: null, pathname: '/maintenance', expected: allow },
  { when: 'a visitor opens logout', actor: null, pathname: '/logout', expected: allow },
  { when: 'a comercial opens logout', actor: comercialA, pathname: '/logout', expected: allow },
  {
    when: 'a comercial opens /ManagementBase',
    actor: comercialA,
    pathname: '/ManagementBase',
    expected: to('/logout'),
  },
  { when: 'a manager opens /ManagementBase', actor: managerA, pathname: '/ManagementBase', expected: allow },
  {
    when: 'a comercial opens a gerencia child',
    actor: comercialA,
    pathname: '/gerencia/reporte',
    expected: to('/logout'),
  },
  {
    when: 'a manager opens a gerencia child',
    actor: managerA,
    pathname: '/gerencia/reporte',
    expected: allow,
  },
  { when: 'a logged-in user opens login', actor: comercialA, pathname: '/login', expected: to('/dashBoard') },
  {
    when: 'a logged-in user opens an unknown path',
    actor: comercialA,
    pathname: '/no-existe',
    expected: to('/dashBoard'),
  },
  {
    when: 'a logged-in user opens maintenance',
    actor: comercialA,
    pathname: '/maintenance',
    expected: allow,
  },
  { when: 'a logged-in user opens /', actor: comercialA, pathname: '/', expected: allow },
  { when: 'a path differs only in case', actor: comercialA, pathname: '/dashboard', expected: allow },
  {
    when: 'the offer configurator is the first navigation',
    actor: comercialA,
    pathname: '/offerconfigurator/12',
    first: true,
    expected: to('/areapersonal/calculadora'),
  },
  {
    when: 'the offer configurator is a later navigation',
    actor: comercialA,
    pathname: '/offerconfigurator/12',
    first: false,
    expected: allow,
  },
  {
    when: 'a group-D tenant opens a group-A route',
    actor: adminD,
    pathname: '/devicemanagement',
    expected: to('/logout'),
  },
  {
    when: 'a group-A tenant opens a group-A route',
    actor: comercialA,
    pathname: '/devicemanagement',
    expected: allow,
  },
  {
    when: 'a group-A admin opens liquidacion',
    actor: adminA,
    pathname: '/areapersonal/liquidacion',
    expected: allow,
  },
  {
    when: 'a group-A manager opens liquidacion',
    actor: managerA,
    pathname: '/areapersonal/liquidacion',
    expected: to('/logout'),
  },
  {
    when: 'an isAdmin comercial opens /ManagementBase',
    actor: comercialWithIsAdmin,
    pathname: '/ManagementBase',
    expected: allow,
  },
  {
    when: 'an isAdmin user in group B opens a group-A route',
    actor: comercialWithIsAdmin,
    pathname: '/tiendas',
    expected: to('/logout'),
  },
  {
    when: 'a superadmin opens databaseManagement',
    actor: superAdminD,
    pathname: '/databaseManagement',
    expected: allow,
  },
  {
    when: 'an admin opens databaseManagement',
    actor: adminA,
    pathname: '/databaseManagement',
    expected: to('/logout'),
  },
];

describe('route guard decision (SPEC §2)', () => {
  it.each(cases)('when $when ($pathname)', ({ actor, pathname, first = false, expected }) => {
    expect(decideNavigation({ pathname, actor, isFirstNavigation: first })).toEqual(expected);
  });
});
