import { rule, type AccessRule } from './access-rule';

/**
 * The named rules API routes declare (`config.access`). `public` routes need no session;
 * `authenticated` ones need a session and then check the rule. One table, shared with the web app.
 */
export type RouteAccess =
  | { kind: 'public' }
  | {
      kind: 'authenticated';
      rule: AccessRule;
      /** Only on the platform distributor's host (decision 134): its SuperAdmins run every distributor. */
      platform?: true;
    };

const authenticated = (accessRule: AccessRule): RouteAccess => ({
  kind: 'authenticated',
  rule: accessRule,
});

export const API_ACCESS = {
  public: { kind: 'public' },
  anyRole: authenticated(rule('comercial')),
  manager: authenticated(rule('manager')),
  admin: authenticated(rule('admin')),
  superadmin: authenticated(rule('superadmin')),
  platform: { kind: 'authenticated', rule: rule('superadmin'), platform: true },
  // Issue 29 §3: each section's calls need the section's registry permission, as its screens do.
  tiendas: authenticated(rule('comercial', { permission: 'view_tiendas' })),
  tiendasAdmin: authenticated(rule('admin', { permission: 'view_tiendas' })),
  tutoriales: authenticated(rule('comercial', { permission: 'view_tutorials' })),
  tutorialesAdmin: authenticated(rule('admin', { permission: 'view_tutorials' })),
  liquidacion: authenticated(rule('admin', { permission: 'view_liquidacion' })),
  retailX: authenticated(rule('comercial', { permission: 'view_retailx' })),
  // The operator groups' own portals (issue 18): the group is the operator, not a switch.
  groupB: authenticated(rule('comercial', { groups: ['B'] })),
  groupC: authenticated(rule('comercial', { groups: ['C'] })),
  // Provider D's offers tracking: group D's portal, under RetailX (its screen's rule).
  seguimientoOfertas: authenticated(rule('manager', { groups: ['D'], permission: 'view_retailx' })),
} as const satisfies Record<string, RouteAccess>;

export type ApiAccessName = keyof typeof API_ACCESS;
