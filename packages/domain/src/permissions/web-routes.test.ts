import { describe, expect, it } from 'vitest';
import { canAccess } from './access-rule';
import { ROLE_IDS, type Actor, type GroupName, type RoleId } from './roles';
import { WEB_ROUTES, type WebRouteName } from './web-routes';

// SPEC §2 written out by hand, so the table in web-routes.ts can be caught disagreeing with it.
// Each route: the roles allowed and the groups required ([] = any tenant).
const SPEC_ROUTES: Record<WebRouteName, { roles: RoleId[]; groups: GroupName[] }> = {
  dashboard: { roles: [1, 2, 3, 4], groups: [] },
  teletrabajo: { roles: [1, 2, 3, 4], groups: [] },
  // SPEC §2 allows all roles; group D as its menu entry and its API (issue 29, decision 150).
  retailX: { roles: [1, 2, 3, 4], groups: ['D'] },
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
